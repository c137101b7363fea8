// Conversations today and over the last seven days, with usage and a per-day table; the
// counts open the conversations of that period.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SessionSummary } from '../../api/contract'
import { EmptyState } from '../../components/ui/empty-state'
import { Figure } from '../../components/ui/figure'
import { formatCount, formatCredits, formatTokens, formatUtcDay } from '../../lib/format'
import { partialStart } from './partial-day'
import { overviewQueries } from './queries'

const dayLabel = (date: string) => formatUtcDay(date, { weekday: 'short', month: 'short', day: 'numeric' })

const byDate = (days: SessionSummary['per_day']) => [...days].sort((a, b) => a.date.localeCompare(b.date))

/** A table is the chart: each row's bar is decoration over the number it sits beside. */
function PerDay({ days, startsAt }: { days: SessionSummary['per_day']; startsAt: string | null }) {
  const { t } = useLingui()
  const max = Math.max(1, ...days.map((d) => d.conversations))
  return (
    <table className="w-full text-sm">
      <caption className="text-fg-muted mb-2 text-start text-xs font-medium tracking-wide uppercase">
        <Trans>Conversations per day (UTC)</Trans>
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t`Day`}</th>
          <th scope="col">{t`Conversations`}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d, i) => (
          <tr key={d.date}>
            <th scope="row" className="text-fg-muted w-28 py-0.5 pe-3 text-start font-normal whitespace-nowrap">
              {dayLabel(d.date)}
              {startsAt && i === 0 ? (
                <span className="text-fg-muted text-xs">
                  {' '}
                  <Trans>from {startsAt} UTC</Trans>
                </span>
              ) : null}
            </th>
            <td className="py-0.5">
              <div className="flex items-center gap-2">
                <div aria-hidden="true" className="bg-surface-muted h-2 flex-1 overflow-hidden rounded-full">
                  <div
                    className="bg-accent h-full rounded-full"
                    style={{ width: `${(d.conversations / max) * 100}%` }}
                  />
                </div>
                <span className="text-fg w-12 text-end font-medium tabular-nums">{formatCount(d.conversations)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Today's count, a word when it failed to load, or null while it loads. */
export function useToday(): number | string | null {
  const { t } = useLingui()
  const today = useQuery(overviewQueries.today())
  return today.data ? today.data.conversations : today.isError ? t`not loaded` : null
}

export function ConversationsBody({
  week,
  today,
  walletLinks,
}: {
  week: SessionSummary
  today: number | string | null
  /** False for a product-locked key, which cannot open the wallet. */
  walletLinks: boolean
}) {
  const { t } = useLingui()
  if (week.conversations === 0)
    return (
      <EmptyState title={t`No conversations in the last 7 days`}>
        <Trans>Conversations appear here as soon as visitors talk to a published agent.</Trans>
      </EmptyState>
    )
  // Every day the API reports, the partial first one marked, so the rows add up to "Last 7 days".
  const days = byDate(week.per_day)
  const week7 = { period: 'last_7_days' } as const
  const tokens = formatTokens(week.tokens.input + week.tokens.output)
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure
          label={t`Last 7 days`}
          value={formatCount(week.conversations)}
          link={{ to: '/sessions', search: { period: 'last_7_days' } }}
        />
        <Figure
          label={t`Today`}
          value={today === null ? '…' : typeof today === 'number' ? formatCount(today) : today}
          link={typeof today === 'number' ? { to: '/sessions', search: { period: 'today' } } : undefined}
        />
        <Figure label={t`Messages`} value={formatCount(week.messages)} link={{ to: '/sessions', search: week7 }} />
        <Figure
          // Not the wallet card's spend: the debits of these conversations' answers, before any refund.
          label={t`Charged, credits`}
          value={formatCredits(week.cost)}
          link={
            walletLinks ? { to: '/wallet', search: { ...week7, type: ['debit'] } } : { to: '/sessions', search: week7 }
          }
          hint={t`before refunds · ${tokens} tokens`}
        />
      </dl>
      {days.length > 0 ? <PerDay days={days} startsAt={partialStart(week.from)} /> : null}
    </div>
  )
}
