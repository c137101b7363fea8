// The command palette (⌘K / Ctrl+K): jump to any screen, run the main actions, or paste
// a prefixed id to find that object. Also binds the `g` sequences that jump to screens.
// The dialog itself (cmdk, the lookups) loads when the palette first opens.
import { useLingui } from '@lingui/react/macro'
import { useNavigate, type LinkProps } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useVisibleNavItems, type NavItem } from '../../components/layout/nav-items'
import { registerShortcut, useShortcut, type Keys } from '../../components/hooks/keyboard'
import { goKeysOf } from './go-keys'
import { setTypedWhileLoading, togglePalette, useOpenDialog } from './palette-store'

export const PALETTE_KEYS: Keys = 'mod+k'

const loadDialog = () => import('./palette-dialog')
const PaletteDialog = lazy(() => loadDialog().then((m) => ({ default: m.PaletteDialog })))

function LoadingPalette() {
  const { t } = useLingui()
  return (
    <div className="border-line bg-surface fixed top-[10vh] left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 rounded-xl border px-4 shadow-2xl">
      <input
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the palette's field takes focus as it opens
        autoFocus
        aria-label={t`Search or paste an id…`}
        placeholder={t`Search or paste an id…`}
        onChange={(e) => setTypedWhileLoading(e.target.value)}
        className="text-fg placeholder:text-fg-placeholder h-12 w-full bg-transparent text-base outline-none sm:text-sm"
      />
    </div>
  )
}

/** Starts loading the dialog ahead of the first opening, e.g. when the pointer nears the trigger. */
export const preloadCommandPalette = (): void => void loadDialog()

type To = NonNullable<LinkProps['to']>

/** Binds `g` sequences for the screens that exist; they show in the shortcuts dialog under "Go to". */
function useGoShortcuts(screens: readonly NavItem[], go: (to: To) => void) {
  const { t, i18n } = useLingui()
  useEffect(() => {
    const group = t`Go to`
    const unbind = screens.flatMap((s) => {
      const keys = goKeysOf(s)
      return keys ? [registerShortcut(keys, () => go(s.to), { description: i18n._(s.label), group })] : []
    })
    return () => unbind.forEach((u) => u())
  }, [screens, go, i18n, t])
}

export function CommandPalette() {
  const { t } = useLingui()
  const open = useOpenDialog() === 'palette'
  const navigate = useNavigate()
  const screens = useVisibleNavItems()
  const go = useMemo(() => (to: To) => void navigate({ to }), [navigate])

  useShortcut(PALETTE_KEYS, togglePalette, {
    description: t`Open the command palette`,
    allowInInputs: true,
    allowInDialogs: true,
  })
  useGoShortcuts(screens, go)

  // Mounted from the first opening on, so closing keeps its exit and focus return.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={open ? <LoadingPalette /> : null}>
      <PaletteDialog open={open} screens={screens} go={go} />
    </Suspense>
  )
}
