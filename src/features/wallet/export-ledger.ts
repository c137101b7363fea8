// The ledger's CSV export, loaded with its first click: every page the filters select (not only
// the rows on screen), with a running count, cancelled by the signal, and a toast when done.
import { plural, t } from '@lingui/core/macro'
import { LIMIT_MAX, type WalletEntryListQuery } from '../../api/contract'
import { fetchWalletEntries } from '../../api/wallet'
import { toast } from '../../components/ui/toast'
import { downloadFile, exportFilename } from '../../lib/csv'
import { exportAllPages } from '../../lib/export'
import { formatCount } from '../../lib/format'
import { EXPORT_CAP } from './search'
import { ledgerCsv } from './ledger-csv'

export async function exportLedger(
  query: WalletEntryListQuery,
  signal: AbortSignal,
  onProgress: (count: number) => void,
): Promise<void> {
  try {
    const { items, truncated } = await exportAllPages({
      fetchPage: (starting_after, pageSignal) =>
        fetchWalletEntries({ ...query, limit: LIMIT_MAX, ...(starting_after ? { starting_after } : {}) }, pageSignal),
      cursorOf: (e) => e.id,
      cap: EXPORT_CAP,
      signal,
      onProgress,
    })
    downloadFile(exportFilename('wallet', 'csv'), ledgerCsv(items), 'text/csv;charset=utf-8')
    const count = formatCount(items.length)
    const exported = items.length
    if (truncated)
      toast.warning(t`Exported the newest ${count} entries`, {
        description: t`More entries match; narrow the period to export the rest.`,
      })
    else toast.success(plural(exported, { one: 'Exported # entry', other: 'Exported # entries' }))
  } catch (error) {
    if (signal.aborted) toast(t`Export cancelled`)
    else toast.apiError(error, t`The export failed`)
  }
}
