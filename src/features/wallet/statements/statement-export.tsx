// The month's CSV: its summary and every entry, both asked for with the same `to`, so the
// totals block describes exactly the rows above it even while the month is still running.
// The writers load with the first page, not with the screen.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { LIMIT_MAX } from '../../../api/contract'
import { callApi } from '../../../api/client'
import { fetchWalletEntries } from '../../../api/wallet'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/toast'
import { exportAllPages } from '../../../lib/export'
import { formatCount } from '../../../lib/format'
import { EXPORT_CAP } from '../search'
import { monthRange } from './months'

export function StatementExport({ month, complete }: { month: string; complete: boolean }) {
  const [progress, setProgress] = useState<number | null>(null)

  const run = async () => {
    setProgress(0)
    try {
      const writer = Promise.all([import('../../../lib/csv'), import('./statement-csv')])
      writer.catch(() => undefined)
      const range = monthRange(month)
      // The month in progress: up to now, for the summary and the entries alike.
      const to = complete ? range.to : new Date().toISOString()
      const period = { from: range.from, to }
      const summary = await callApi('getWalletSummary', { query: period })
      const { items, truncated } = await exportAllPages({
        fetchPage: (starting_after, signal) =>
          fetchWalletEntries({ ...period, limit: LIMIT_MAX, ...(starting_after ? { starting_after } : {}) }, signal),
        cursorOf: (e) => e.id,
        cap: EXPORT_CAP,
        onProgress: setProgress,
      })
      if (truncated) {
        const cap = formatCount(EXPORT_CAP)
        toast.warning(t`The month has too many entries for one file`, {
          description: t`More than ${cap}; export the ledger by week instead.`,
        })
        return
      }
      const [{ downloadFile }, { statementCsv }] = await writer
      downloadFile(
        `statement-${month}.csv`,
        statementCsv({ month, summary, entries: items, complete }),
        'text/csv;charset=utf-8',
      )
      const count = formatCount(items.length)
      toast.success(t`Exported the statement with ${count} entries`)
    } catch (error) {
      toast.apiError(error, t`The export failed`)
    } finally {
      setProgress(null)
    }
  }

  const done = formatCount(progress ?? 0)
  return progress === null ? (
    <Button variant="secondary" onClick={() => void run()}>
      <Trans>Export CSV</Trans>
    </Button>
  ) : (
    <p role="status" className="text-fg-muted text-sm tabular-nums">
      <Trans>Exporting… {done} entries</Trans>
    </p>
  )
}
