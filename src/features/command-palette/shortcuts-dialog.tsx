// The `?` dialog: every shortcut bound right now, grouped, with the keys the platform shows.
// `?` is bound from the start; the dialog's code (Radix) loads when it first opens.
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { useShortcut, type Keys } from '../../components/hooks/keyboard'
import { openShortcuts, useOpenDialog } from './palette-store'

export const SHORTCUTS_KEYS: Keys = '?'

const ShortcutsList = lazy(() => import('./shortcuts-list').then((m) => ({ default: m.ShortcutsList })))

export function ShortcutsDialog() {
  const { t } = useLingui()
  const open = useOpenDialog() === 'shortcuts'
  useShortcut(SHORTCUTS_KEYS, openShortcuts, { description: t`Show keyboard shortcuts` })

  // Mounted from the first opening on, so closing keeps its exit and focus return.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ShortcutsList open={open} />
    </Suspense>
  )
}
