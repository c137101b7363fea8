// Export the filtered conversations as CSV: every page the filter selects, up to a stated
// cap, with a running count and Cancel; the file names the columns and units.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { Session, SessionListQuery } from '../../../api/contract'
import { fetchSessionsPage } from '../../../api/sessions'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { toast } from '../../../components/ui/toast'
import { csvNumber, downloadFile, exportFilename, toCsv, type CsvValue } from '../../../lib/csv'
import { exportAllPages } from '../../../lib/export'
import { formatCount } from '../../../lib/format'

/** The most conversations one export takes; the seed's whole workspace fits. */
export const EXPORT_CAP = 5_000

export const CSV_COLUMNS = [
  'id',
  'product_id',
  'product_name',
  'started_at',
  'last_message_at',
  'messages',
  'input_tokens',
  'output_tokens',
  'cost_credits',
  'contact_name',
  'contact_email',
  'contact_phone',
] as const

/** Credits with all three decimals, so the column sums exactly. */
const credits = (millicredits: number) => {
  const sign = millicredits < 0 ? '-' : ''
  const abs = Math.abs(millicredits)
  return csvNumber(`${sign}${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`)
}

export function sessionCsvRow(s: Session, productName: string): CsvValue[] {
  return [
    s.id,
    s.product_id,
    productName,
    s.started_at,
    s.last_message_at,
    s.message_count,
    s.tokens.input,
    s.tokens.output,
    credits(s.cost),
    s.contact?.name,
    s.contact?.email,
    s.contact?.phone,
  ]
}

type State =
  | { step: 'ready' }
  | { step: 'running'; fetched: number }
  | { step: 'failed'; error: unknown }
  | { step: 'done'; count: number; truncated: boolean }

export interface ExportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  query: SessionListQuery
  /** The filters in words, e.g. "Support Assistant · Last 7 days · “refund”". */
  description: string
  productName: (id: string) => string
}

export function ExportDialog({ open, onOpenChange, query, description, productName }: ExportDialogProps) {
  const { t } = useLingui()
  const [state, setState] = useState<State>({ step: 'ready' })
  const abort = useRef<AbortController | null>(null)
  const cap = formatCount(EXPORT_CAP)

  const start = async () => {
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'running', fetched: 0 })
    try {
      const { items, truncated } = await exportAllPages({
        fetchPage: (cursor, signal) => fetchSessionsPage(query, cursor, signal),
        cursorOf: (s) => s.id,
        cap: EXPORT_CAP,
        signal: controller.signal,
        onProgress: (fetched) => setState({ step: 'running', fetched }),
      })
      downloadFile(
        exportFilename('conversations', 'csv'),
        toCsv(
          CSV_COLUMNS,
          items.map((s) => sessionCsvRow(s, productName(s.product_id))),
        ),
        'text/csv;charset=utf-8',
      )
      setState({ step: 'done', count: items.length, truncated })
      const exportedCount = items.length
      const exported = formatCount(exportedCount)
      toast.success(
        plural(exportedCount, {
          one: `Exported ${exported} conversation`,
          other: `Exported ${exported} conversations`,
        }),
        { description: truncated ? t`Stopped at the cap of ${cap}.` : undefined },
      )
    } catch (error) {
      if (controller.signal.aborted) setState({ step: 'ready' })
      else setState({ step: 'failed', error })
    } finally {
      abort.current = null
    }
  }

  const close = (next: boolean) => {
    if (next) return onOpenChange(true)
    abort.current?.abort()
    setState({ step: 'ready' })
    onOpenChange(false)
  }

  const running = state.step === 'running'
  const fetched = state.step === 'running' ? formatCount(state.fetched) : ''
  const downloadedCount = state.step === 'done' ? state.count : 0
  const downloaded = formatCount(downloadedCount)
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t`Export conversations as CSV`}
        description={t`The conversations the filters select, newest first, up to ${cap}.`}
        footer={
          <>
            <DialogClose asChild>
              <Button>{state.step === 'done' ? t`Close` : t`Cancel`}</Button>
            </DialogClose>
            {state.step !== 'done' ? (
              <Button variant="primary" busy={running} onClick={() => void start()}>
                {running ? t`Exporting…` : state.step === 'failed' ? t`Try again` : t`Export CSV`}
              </Button>
            ) : null}
          </>
        }
      >
        <dl className="flex flex-col gap-2">
          <div>
            <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">
              <Trans>Filters</Trans>
            </dt>
            <dd className="text-fg break-words">{description}</dd>
          </div>
          <div>
            <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">
              <Trans>Columns</Trans>
            </dt>
            <dd className="text-fg-muted text-xs break-words">
              {/* The file's own column names: a machine format, the same in every language, and a block
                  of its own so it reads and wraps left to right in a right-to-left page too. */}
              <span className="block font-mono" translate="no" dir="ltr">
                {CSV_COLUMNS.join(', ')}
              </span>
              <span className="mt-1 block">
                <Trans>
                  Text that starts like a spreadsheet formula (=, +, -, @), phone numbers such as +49 30… included, gets
                  a leading apostrophe, so a spreadsheet shows it as text instead of running it.
                </Trans>
              </span>
            </dd>
          </div>
        </dl>
        <div aria-live="polite" className="mt-4 min-h-10">
          {state.step === 'running' ? (
            <div className="flex flex-col gap-1.5">
              {/* The list has no total, only a cursor: a bar against the cap would claim progress it
                  does not know, so the bar only says "working" and the count says how far. */}
              <div
                role="progressbar"
                aria-label={t`Fetching conversations`}
                aria-valuetext={t`${fetched} conversations so far`}
                className="bg-surface-muted h-2 w-full overflow-hidden rounded-full"
              >
                <div className="animate-shimmer h-full w-full bg-[repeating-linear-gradient(135deg,var(--color-accent)_0_8px,transparent_8px_16px)] motion-reduce:animate-none" />
              </div>
              <p className="text-fg-muted text-xs">{t`${fetched} conversations so far, 100 at a time…`}</p>
            </div>
          ) : state.step === 'done' ? (
            <p className="text-fg">
              {plural(downloadedCount, {
                one: `Downloaded ${downloaded} conversation.`,
                other: `Downloaded ${downloaded} conversations.`,
              })}
              {state.truncated
                ? ` ${t`The filters select more than ${cap}; narrow them (a shorter period, one product) to export the rest.`}`
                : ''}
            </p>
          ) : state.step === 'failed' ? (
            <ErrorNotice error={state.error} />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}
