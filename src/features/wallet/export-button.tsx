// CSV export of exactly what the filters select (./export-ledger), with a running count and a
// way to cancel; the cap is said before the export starts.
import { t as message } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { WalletEntryListQuery } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/toast'
import { formatCount } from '../../lib/format'
import { EXPORT_CAP } from './search'

export function ExportButton({ query }: { query: WalletEntryListQuery }) {
  const { t } = useLingui()
  const [progress, setProgress] = useState<number | null>(null)
  const abort = useRef<AbortController | null>(null)
  const limitId = useId()

  const run = async () => {
    const controller = new AbortController()
    abort.current = controller
    setProgress(0)
    try {
      // What an export does comes with its first click, not with the screen.
      const { exportLedger } = await import('./export-ledger')
      await exportLedger(query, controller.signal, setProgress)
    } catch (error) {
      // Only the export's own code can fail to arrive here (offline, a new deploy); it reports the rest.
      toast.apiError(error, message`The export failed`)
    } finally {
      abort.current = null
      setProgress(null)
    }
  }

  const cap = formatCount(EXPORT_CAP)
  // The cap is said before the export starts, not only in the warning after it.
  if (progress === null)
    return (
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button
          variant="secondary"
          aria-describedby={limitId}
          onClick={() => void run()}
          // What the command palette's "Export the current list as CSV" presses.
          data-palette-export={t`The ledger under the current filters`}
        >
          <Trans>Export CSV</Trans>
        </Button>
        <p id={limitId} className="text-fg-muted text-xs">
          {t`Up to the newest ${cap} entries`}
        </p>
      </div>
    )
  const done = formatCount(progress)
  return (
    <div className="flex items-center gap-2">
      <p role="status" className="text-fg-muted text-sm tabular-nums">
        <span
          aria-hidden="true"
          className="me-2 inline-block size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]"
        />
        {t`Exporting… ${done} entries`}
      </p>
      <Button size="sm" variant="ghost" onClick={() => abort.current?.abort()}>
        <Trans>Cancel export</Trans>
      </Button>
    </div>
  )
}
