// System / Light / Dark, in a small menu in the header; the choice is remembered.
// The menu's code (Radix) loads when the button is first used, not with the first screen.
import { lazy, Suspense } from 'react'
import { useTheme, useThemePreference, type ThemePreference } from '../theme'
import { Button, type ButtonProps } from '../../components/ui/button'
import { MoonIcon, SunIcon } from '../../components/ui/icons'
import { useMenuOnDemand } from '../../components/layout/menu-on-demand'

const LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' }

const loadMenu = () => import('./theme-menu')
const ThemeMenu = lazy(() => loadMenu().then((m) => ({ default: m.ThemeMenu })))
const preloadMenu = (): void => void loadMenu()

/** The header's theme button: the stand-in until the menu loads, then the Radix trigger (which passes its props and ref). */
function ThemeButton(props: ButtonProps) {
  const preference = useThemePreference()
  const Icon = useTheme() === 'dark' ? MoonIcon : SunIcon
  return (
    <Button variant="ghost" size="icon" aria-label={`Theme: ${LABELS[preference]}`} {...props}>
      <Icon className="size-[18px]" />
    </Button>
  )
}

export function ThemeSwitch() {
  const { openedBy, triggerProps } = useMenuOnDemand(preloadMenu)
  const standIn = <ThemeButton {...triggerProps} />
  return (
    <Suspense fallback={standIn}>
      {openedBy ? <ThemeMenu openedBy={openedBy} trigger={<ThemeButton />} /> : standIn}
    </Suspense>
  )
}
