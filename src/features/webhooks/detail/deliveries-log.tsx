// The endpoint's delivery log: status and event filters in the URL, cursor pages, and a
// refresh every few seconds while any delivery on view is still pending.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { DELIVERY_STATUSES, EVENT_TYPES, type Delivery } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import {
  type Column,
  CursorPager,
  DataTable,
  queryTableState,
  rowLinkClass,
  rowLinkProps,
} from '../../../components/data-table'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { formatCount } from '../../../lib/format'
import {
  attemptOutcome,
  DELIVERY_STATUS_HINTS,
  DELIVERY_STATUS_LABELS,
  DeliveryStatusBadge,
  formatMoment,
} from '../labels'
import { deliveryListQueryOf, hasDeliveryFilters, type DeliveriesSearch } from './search'
import { unreadableOf } from '../../../api/unreadable'

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
  {
    id: 'attempts',
    header: 'Attempts',
    skeletonClassName: 'w-6 ml-auto',
    className: 'text-right tabular-nums',
    cell: (d) => formatCount(d.attempts.length),
  },
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

export function DeliveriesLog({ webhookId }: { webhookId: string }) {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery({
    ...webhookQueries.deliveries(webhookId, deliveryListQueryOf(search)),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false),
  })
  const setFilters = (patch: Pick<DeliveriesSearch, 'status' | 'event'>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...patch, after: undefined, before: undefined }),
      replace: true,
      resetScroll: false,
    })
  const rows = query.data?.data
  const first = rows?.[0]
  const last = rows?.at(-1)
  const hasPrevious = search.before ? Boolean(query.data?.has_more) : Boolean(search.after)
  const hasNext = search.before ? Boolean(rows?.length) : Boolean(query.data?.has_more)
  const pending = rows?.filter((d) => d.status === 'pending').length ?? 0
  const filtered = hasDeliveryFilters(search)

  return (
    <section aria-labelledby="delivery-log-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="delivery-log-title" className="text-fg text-lg font-semibold">
            Delivery log
          </h2>
          <p className="text-fg-muted text-sm" aria-live="polite">
            Newest first.{' '}
            {pending > 0 ? `${formatCount(pending)} pending on this page: refreshing every few seconds.` : null}
          </p>
        </div>
      </div>
      <div role="search" aria-label="Filter deliveries" className="flex flex-wrap gap-x-6 gap-y-3">
        <Chips
          legend="Status"
          options={DELIVERY_STATUSES}
          labels={(s) => DELIVERY_STATUS_LABELS[s]}
          value={search.status}
          onChange={(status) => setFilters({ status })}
        />
        <Chips
          legend="Event"
          options={EVENT_TYPES}
          labels={(e) => e}
          value={search.event}
          onChange={(event) => setFilters({ event })}
        />
      </div>
      <DataTable
        label={filtered ? 'Deliveries matching the filters' : 'Deliveries'}
        columns={columns(webhookId)}
        rows={rows}
        rowKey={(d) => d.id}
        {...queryTableState(query)}
        unreadable={unreadableOf(query.data)}
        empty={
          filtered ? (
            <EmptyState title="No deliveries match these filters">
              <Button size="sm" className="mt-3" onClick={() => setFilters({ status: undefined, event: undefined })}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No deliveries yet">
              <p>Send a test event, or wait for a conversation: each event this endpoint subscribes to lands here.</p>
            </EmptyState>
          )
        }
        footer={
          rows && rows.length > 0 && (hasPrevious || hasNext) ? (
            <CursorPager
              label="Delivery pages"
              summary={`${formatCount(rows.length)} on this page`}
              hasPrevious={hasPrevious}
              hasNext={hasNext}
              busy={query.isFetching}
              onPrevious={() =>
                first &&
                void navigate({
                  search: (prev) => ({ ...prev, after: undefined, before: first.id }),
                  resetScroll: false,
                })
              }
              onNext={() =>
                last &&
                void navigate({
                  search: (prev) => ({ ...prev, before: undefined, after: last.id }),
                  resetScroll: false,
                })
              }
            />
          ) : null
        }
      />
      <p className="text-fg-muted text-xs">
        {DELIVERY_STATUSES.map((s) => `${DELIVERY_STATUS_LABELS[s]}: ${DELIVERY_STATUS_HINTS[s]}`).join(' ')}
      </p>
    </section>
  )
}
