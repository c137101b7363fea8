// The export dialog, loaded when it first opens: the CSV export and the Radix dialog stay
// off the conversations list's first load.
import { lazy, Suspense, useState } from 'react'
import type { ExportDialogProps } from './export-dialog'

const loadExportDialog = () => import('./export-dialog')
const ExportDialog = lazy(() => loadExportDialog().then((m) => ({ default: m.ExportDialog })))

/** Starts loading the dialog on intent (the pointer on, or focus in, the Export button). */
export const preloadExportDialog = (): void => void loadExportDialog()

/** Mounted from the first opening on, so closing keeps its exit and a later opening is instant. */
export function LazyExportDialog(props: ExportDialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ExportDialog {...props} />
    </Suspense>
  )
}
