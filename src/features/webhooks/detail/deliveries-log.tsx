// The endpoint's delivery log, a cursor list like every other: status and event filters in the
// URL, cursor pages, the empty state that fits, and a refresh every few seconds while any
// delivery on view is still pending.
import { getRouteApi, Link } from '@tanstack/react-router'
import { DELIVERY_STATUSES, EVENT_TYPES, type Delivery } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { type Column, countColumn, rowLinkClass, rowLinkProps } from '../../../components/data-table'
import { CursorList } from '../../../components/list-page/list-page'
import { useCursorListPage } from '../../../components/list-page/use-cursor-list-page'
import { formatCount } from '../../../lib/format'
import {
  attemptOutcome,
  DELIVERY_STATUS_HINTS,
  DELIVERY_STATUS_LABELS,
  DeliveryStatusBadge,
  formatMoment,
} from '../labels'
import { deliveryListQueryOf } from './search'

const route = getRouteApi('/_workspace/webhooks/$webhookId/')

/** How often the log asks again while something on it is pending. */
export const PENDING_REFRESH_MS = 3_000

const Time = ({ iso }: { iso: string }) => (
  <time dateTime={iso} title={formatMoment(iso)}>
    {formatMoment(iso)}
  </time>
)

const columns = (webhookId: string): Column<Delivery>[] => [
  {
    id: 'status',
    header: 'Status',
    skeletonClassName: 'w-16',
    cell: (d) => <DeliveryStatusBadge status={d.status} />,
  },
  {
    id: 'event',
    header: 'Event',
    skeletonClassName: 'w-36',
    cell: (d) => (
      <div className="flex min-w-0 flex-col">
        <Link
          to="/webhooks/$webhookId/deliveries/$deliveryId"
          params={{ webhookId, deliveryId: d.id }}
          className={`${rowLinkClass} font-mono text-xs`}
          {...rowLinkProps}
        >
          {d.event_type}
        </Link>
        <span className="text-fg-muted font-mono text-xs">{d.id}</span>
      </div>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    skeletonClassName: 'w-28',
    className: 'hidden md:table-cell whitespace-nowrap text-fg-muted',
    cell: (d) => <Time iso={d.created_at} />,
  },
  countColumn('attempts', 'Attempts', (d) => d.attempts.length),
  {
    id: 'response',
    header: 'Last response',
    skeletonClassName: 'w-16',
    className: 'hidden sm:table-cell whitespace-nowrap',
    cell: (d) => {
      const last = d.attempts.at(-1)
      if (!last) return <span className="text-fg-muted">Not sent</span>
      return (
        <span className={last.error === null ? 'text-success font-medium' : 'text-danger font-medium'}>
          {attemptOutcome(last)}
        </span>
      )
    },
  },
  {
    id: 'next',
    header: 'Next retry',
    skeletonClassName: 'w-24',
    className: 'hidden lg:table-cell whitespace-nowrap text-fg-muted',
    cell: (d) =>
      d.next_attempt_at ? (
        <Time iso={d.next_attempt_at} />
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">None</span>
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
  labels: (v: V) => string
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
  const search = route.useSearch()
  const list = useCursorListPage(
    search,
    route.useNavigate(),
    () => webhookQueries.deliveries(webhookId, deliveryListQueryOf(search)),
    { refetchInterval: whilePending, resetScroll: false },
  )
  const pending = list.query.data?.data.filter((d) => d.status === 'pending').length ?? 0

  return (
    <section aria-labelledby="delivery-log-title" className="flex flex-col gap-3">
      <div>
        <h2 id="delivery-log-title" className="text-fg text-lg font-semibold">
          Delivery log
        </h2>
        <p className="text-fg-muted text-sm" aria-live="polite">
          Newest first.{' '}
          {pending > 0 ? `${formatCount(pending)} pending on this page: refreshing every few seconds.` : null}
        </p>
      </div>
      <div role="search" aria-label="Filter deliveries" className="flex flex-wrap gap-x-6 gap-y-3">
        <Chips
          legend="Status"
          options={DELIVERY_STATUSES}
          labels={(s) => DELIVERY_STATUS_LABELS[s]}
          value={search.status}
          onChange={(status) => list.setFilters({ status })}
        />
        <Chips
          legend="Event"
          options={EVENT_TYPES}
          labels={(e) => e}
          value={search.event}
          onChange={(event) => list.setFilters({ event })}
        />
      </div>
      <CursorList
        list={list}
        columns={columns(webhookId)}
        label="Deliveries"
        filteredLabel="Deliveries matching the filters"
        pagesLabel="Delivery pages"
        noMatch={{
          title: 'No deliveries match these filters',
          hint: 'Choose other statuses or events, or clear the filters to see every delivery.',
        }}
        none={{
          title: 'No deliveries yet',
          hint: 'Send a test event, or wait for a conversation: each event this endpoint subscribes to lands here.',
        }}
      />
      <p className="text-fg-muted text-xs">
        {DELIVERY_STATUSES.map((s) => `${DELIVERY_STATUS_LABELS[s]}: ${DELIVERY_STATUS_HINTS[s]}`).join(' ')}
      </p>
    </section>
  )
}
