// CSV export of exactly what the filters select: every page from the API (not only the rows
// loaded on screen), with a running count, a way to cancel, and a toast when the file is ready.
import { useId, useRef, useState } from 'react'
import { LIMIT_MAX, type WalletEntryListQuery } from '../../api/contract'
import { fetchWalletEntries } from '../../api/wallet'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/toast'
import { exportAllPages } from '../../lib/export'
import { formatCount } from '../../lib/format'

/** Five hundred pages of a hundred: far beyond a quarter's ledger, and still one file a spreadsheet opens. */
export const EXPORT_CAP = 50_000

export function ExportButton({ query }: { query: WalletEntryListQuery }) {
  const [progress, setProgress] = useState<number | null>(null)
  const abort = useRef<AbortController | null>(null)
  const limitId = useId()

  const run = async () => {
    const controller = new AbortController()
    abort.current = controller
    setProgress(0)
    try {
      // The CSV writer is fetched with the first page, not with the screen.
      const writer = Promise.all([import('../../lib/csv'), import('./ledger-csv')])
      // Awaited after the pages; a failed fetch must not surface as unhandled before then.
      writer.catch(() => undefined)
      const { items, truncated } = await exportAllPages({
        fetchPage: (starting_after, signal) =>
          fetchWalletEntries({ ...query, limit: LIMIT_MAX, ...(starting_after ? { starting_after } : {}) }, signal),
        cursorOf: (e) => e.id,
        cap: EXPORT_CAP,
        signal: controller.signal,
        onProgress: setProgress,
      })
      const [{ downloadFile, exportFilename }, { ledgerCsv }] = await writer
      downloadFile(exportFilename('wallet', 'csv'), ledgerCsv(items), 'text/csv;charset=utf-8')
      if (truncated)
        toast.warning(`Exported the newest ${formatCount(items.length)} entries`, {
          description: 'More entries match; narrow the period to export the rest.',
        })
      else toast.success(`Exported ${formatCount(items.length)} ${items.length === 1 ? 'entry' : 'entries'}`)
    } catch (error) {
      if (controller.signal.aborted) toast('Export cancelled')
      else toast.apiError(error, 'The export failed')
    } finally {
      abort.current = null
      setProgress(null)
    }
  }

  // The cap is said before the export starts, not only in the warning after it.
  if (progress === null)
    return (
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button
          variant="secondary"
          aria-describedby={limitId}
          onClick={() => void run()}
          // What the command palette's "Export the current list as CSV" presses.
          data-palette-export="The ledger under the current filters"
        >
          Export CSV
        </Button>
        <p id={limitId} className="text-fg-muted text-xs">
          Up to the newest {formatCount(EXPORT_CAP)} entries
        </p>
      </div>
    )
  return (
    <div className="flex items-center gap-2">
      <p role="status" className="text-fg-muted text-sm tabular-nums">
        <span
          aria-hidden="true"
          className="mr-2 inline-block size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]"
        />
        Exporting… {formatCount(progress)} entries
      </p>
      <Button size="sm" variant="ghost" onClick={() => abort.current?.abort()}>
        Cancel export
      </Button>
    </div>
  )
}
