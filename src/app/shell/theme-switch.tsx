// System / Light / Dark, in a small menu in the header; the choice is remembered.
// The menu's code (Radix) loads when the button is first used, not with the first screen.
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useTheme, useThemePreference } from '../theme'
import { Button, type ButtonProps } from '../../components/ui/button'
import { MoonIcon, SunIcon } from '../../components/ui/icons'
import { useMenuOnDemand } from '../../components/layout/menu-on-demand'
import { THEME_LABELS } from './theme-labels'

const loadMenu = () => import('./theme-menu')
const ThemeMenu = lazy(() => loadMenu().then((m) => ({ default: m.ThemeMenu })))
const preloadMenu = (): void => void loadMenu()

/** The header's theme button: the stand-in until the menu loads, then the Radix trigger (which passes its props and ref). */
function ThemeButton(props: ButtonProps) {
  const { t, i18n } = useLingui()
  const preference = i18n._(THEME_LABELS[useThemePreference()])
  const Icon = useTheme() === 'dark' ? MoonIcon : SunIcon
  return (
    <Button variant="ghost" size="icon" aria-label={t`Theme: ${preference}`} {...props}>
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
