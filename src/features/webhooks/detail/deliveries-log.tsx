// The endpoint's delivery log, a cursor list like every other: status and event filters in the
// URL, cursor pages, the empty state that fits, and a refresh every few seconds while any
// delivery on view is still pending.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { DELIVERY_STATUSES, EVENT_TYPES, type Delivery } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { type Column, countColumn, rowLinkClass, rowLinkProps } from '../../../components/data-table'
import { CursorList } from '../../../components/list-page/list-page'
import { useCursorListPage } from '../../../components/list-page/use-cursor-list-page'
import { formatCount } from '../../../lib/format'
import { attemptOutcome, deliveryStatusHint, deliveryStatusLabel, DeliveryStatusBadge, formatMoment } from '../labels'
import type { ReactNode } from 'react'
import { deliveryListQueryOf } from './search'

const route = getRouteApi('/_workspace/webhooks/$webhookId/')

/** How often the log asks again while something on it is pending. */
export const PENDING_REFRESH_MS = 3_000

const Time = ({ iso }: { iso: string }) => (
  <time dateTime={iso} title={formatMoment(iso)}>
    {formatMoment(iso)}
  </time>
)

/** Built in render, so the headers are in the language in force. */
const columns = (webhookId: string): Column<Delivery>[] => [
  {
    id: 'status',
    header: t`Status`,
    skeletonClassName: 'w-16',
    cell: (d) => <DeliveryStatusBadge status={d.status} />,
  },
  {
    id: 'event',
    header: t`Event`,
    skeletonClassName: 'w-36',
    cell: (d) => (
      <div className="flex min-w-0 flex-col">
        <Link
          to="/webhooks/$webhookId/deliveries/$deliveryId"
          params={{ webhookId, deliveryId: d.id }}
          className={`${rowLinkClass} font-mono text-xs`}
          translate="no"
          {...rowLinkProps}
        >
          <bdi dir="ltr">{d.event_type}</bdi>
        </Link>
        <span translate="no" className="text-fg-muted font-mono text-xs">
          <bdi dir="ltr">{d.id}</bdi>
        </span>
      </div>
    ),
  },
  {
    id: 'created',
    header: t`Created`,
    skeletonClassName: 'w-28',
    className: 'hidden md:table-cell whitespace-nowrap text-fg-muted',
    cell: (d) => <Time iso={d.created_at} />,
  },
  countColumn('attempts', t`Attempts`, (d) => d.attempts.length),
  {
    id: 'response',
    header: t`Last response`,
    skeletonClassName: 'w-16',
    className: 'hidden sm:table-cell whitespace-nowrap',
    cell: (d) => {
      const last = d.attempts.at(-1)
      if (!last) return <span className="text-fg-muted">{t`Not sent`}</span>
      return (
        <span className={last.error === null ? 'text-success font-medium' : 'text-danger font-medium'}>
          {attemptOutcome(last)}
        </span>
      )
    },
  },
  {
    id: 'next',
    header: t`Next retry`,
    skeletonClassName: 'w-24',
    className: 'hidden lg:table-cell whitespace-nowrap text-fg-muted',
    cell: (d) =>
      d.next_attempt_at ? (
        <Time iso={d.next_attempt_at} />
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t`None`}</span>
        </>
      ),
  },
]

function Chips<V extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string
  options: readonly V[]
  labels: (v: V) => ReactNode
  value: readonly V[] | undefined
  onChange: (next: V[] | undefined) => void
}) {
  const selected = value ?? []
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="text-fg-muted mb-1 text-xs font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const on = selected.includes(o)
          return (
            <label
              key={o}
              className={`has-[:focus-visible]:outline-focus flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${on ? 'border-accent bg-accent-soft text-accent' : 'border-line-strong bg-surface text-fg'}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(e) => {
                  const next = options.filter((x) => (x === o ? e.target.checked : selected.includes(x)))
                  onChange(next.length ? next : undefined)
                }}
              />
              {labels(o)}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The log asks again while a delivery on view is pending, and stops once none is. */
const whilePending = (page: { data: Delivery[] } | undefined) =>
  page?.data.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false

export function DeliveriesLog({ webhookId }: { webhookId: string }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const list = useCursorListPage(
    search,
    route.useNavigate(),
    () => webhookQueries.deliveries(webhookId, deliveryListQueryOf(search)),
    { refetchInterval: whilePending, resetScroll: false },
  )
  const pendingCount = list.query.data?.data.filter((d) => d.status === 'pending').length ?? 0
  const pending = formatCount(pendingCount)

  return (
    <section aria-labelledby="delivery-log-title" className="flex flex-col gap-3">
      <div>
        <h2 id="delivery-log-title" className="text-fg text-lg font-semibold">
          <Trans>Delivery log</Trans>
        </h2>
        <p className="text-fg-muted text-sm" aria-live="polite">
          <Trans>Newest first.</Trans>{' '}
          {pendingCount > 0 ? <Trans>{pending} pending on this page: refreshing every few seconds.</Trans> : null}
        </p>
      </div>
      <div role="search" aria-label={t`Filter deliveries`} className="flex flex-wrap gap-x-6 gap-y-3">
        <Chips
          legend={t`Status`}
          options={DELIVERY_STATUSES}
          labels={deliveryStatusLabel}
          value={search.status}
          onChange={(status) => list.setFilters({ status })}
        />
        <Chips
          legend={t`Event`}
          options={EVENT_TYPES}
          labels={(e) => (
            <bdi translate="no" dir="ltr">
              {e}
            </bdi>
          )}
          value={search.event}
          onChange={(event) => list.setFilters({ event })}
        />
      </div>
      <CursorList
        list={list}
        columns={columns(webhookId)}
        label={t`Deliveries`}
        filteredLabel={t`Deliveries matching the filters`}
        pagesLabel={t`Delivery pages`}
        noMatch={{
          title: t`No deliveries match these filters`,
          hint: t`Choose other statuses or events, or clear the filters to see every delivery.`,
        }}
        none={{
          title: t`No deliveries yet`,
          hint: t`Send a test event, or wait for a conversation: each event this endpoint subscribes to lands here.`,
        }}
      />
      <p className="text-fg-muted text-xs">
        {DELIVERY_STATUSES.map((s) => {
          const label = deliveryStatusLabel(s)
          const hint = deliveryStatusHint(s)
          return t`${label}: ${hint}`
        }).join(' ')}
      </p>
    </section>
  )
}
