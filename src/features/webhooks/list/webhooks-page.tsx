// /webhooks: every endpoint with its events, status (and why it is disabled, since
// when), 7-day success rate and last delivery; a banner names any disabled endpoint.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useId } from 'react'
import { WEBHOOK_STATUSES, type WebhookEndpoint } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import {
  type Column,
  DataTable,
  queryTableState,
  routeCursorPager,
  primaryCellClass,
  rowLinkClass,
  rowLinkProps,
  unfoldProps,
} from '../../../components/data-table'
import { Banner } from '../../../components/ui/banner'
import { Button, buttonClass } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { useCanWrite } from '../../../lib/capabilities'
import { formatCount, formatDateTime, formatRelative, plural } from '../../../lib/format'
import { useNow } from '../../../lib/mock-clock'
import { DISABLED_REASON_TEXT, EndpointStatusBadge, formatRate, successRate } from '../labels'
import { webhookListQueryOf, type WebhooksSearch } from './search'

const route = getRouteApi('/webhooks/')

const endpointName = (w: WebhookEndpoint) => w.description || w.url

function Rate({ stats }: { stats: WebhookEndpoint['stats'] }) {
  const rate = successRate(stats)
  const finished = stats.succeeded + stats.failed
  return (
    <div className="flex flex-col items-end">
      <span className={`font-semibold tabular-nums ${rate !== null && rate < 0.9 ? 'text-danger' : 'text-fg'}`}>
        {formatRate(rate)}
      </span>
      <span className="text-fg-muted text-xs whitespace-nowrap tabular-nums">
        {finished === 0 ? 'no finished deliveries' : `${formatCount(stats.succeeded)} of ${formatCount(finished)}`}
        {stats.pending ? ` · ${formatCount(stats.pending)} pending` : ''}
      </span>
    </div>
  )
}

/** `now` is the API's clock (the mock's in demo mode), which the relative times count from. */
const columns = (now: number): Column<WebhookEndpoint>[] => [
  {
    id: 'endpoint',
    header: 'Endpoint',
    skeletonClassName: 'w-56',
    className: 'min-w-56 max-w-md',
    cell: (w) => (
      <div className={primaryCellClass}>
        {/* A description wraps, up to two lines; a URL is one token, cut to one line. Whole on hover and on focus. */}
        <Link
          to="/webhooks/$webhookId"
          params={{ webhookId: w.id }}
          dir="auto"
          title={endpointName(w)}
          className={`${rowLinkClass} wrap-anywhere ${w.description ? 'line-clamp-2' : 'truncate font-mono text-xs'}`}
          {...unfoldProps}
          {...rowLinkProps}
        >
          {endpointName(w)}
        </Link>
        {w.description ? (
          <span title={w.url} className="text-fg-muted truncate font-mono text-xs">
            {w.url}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'events',
    header: 'Events',
    skeletonClassName: 'w-32',
    className: 'hidden lg:table-cell',
    cell: (w) => (
      <ul className="flex flex-col gap-0.5">
        {w.events.map((e) => (
          <li key={e} className="text-fg font-mono text-xs whitespace-nowrap">
            {e}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    skeletonClassName: 'w-16',
    cell: (w) => (
      <div className="flex flex-col items-start gap-0.5">
        <EndpointStatusBadge endpoint={w} />
        {w.status === 'disabled' && w.disabled_reason ? (
          <span className="text-fg-muted text-xs">
            {DISABLED_REASON_TEXT[w.disabled_reason]}
            {w.disabled_at ? (
              <>
                {' · since '}
                <time dateTime={w.disabled_at} title={formatDateTime(w.disabled_at)}>
                  {formatRelative(w.disabled_at, now)}
                </time>
              </>
            ) : null}
          </span>
        ) : w.failing_since ? (
          <span className="text-warning text-xs font-medium">
            failing since{' '}
            <time dateTime={w.failing_since} title={formatDateTime(w.failing_since)}>
              {formatRelative(w.failing_since, now)}
            </time>
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'rate',
    header: (
      <span>
        Success <span className="normal-case">(7 days)</span>
      </span>
    ),
    skeletonClassName: 'w-14 ml-auto',
    className: 'hidden sm:table-cell text-right',
    cell: (w) => <Rate stats={w.stats} />,
  },
  {
    id: 'last',
    header: 'Last delivery',
    skeletonClassName: 'w-20',
    className: 'hidden md:table-cell whitespace-nowrap',
    cell: (w) =>
      w.stats.last_delivery_at ? (
        <time
          dateTime={w.stats.last_delivery_at}
          title={formatDateTime(w.stats.last_delivery_at)}
          className="text-fg-muted"
        >
          {formatRelative(w.stats.last_delivery_at, now)}
        </time>
      ) : (
        <span className="text-fg-muted">Never</span>
      ),
  },
]

function NewEndpointButton() {
  const permission = useCanWrite({ workspace: true })
  if (permission.allowed)
    return (
      <Link to="/webhooks/new" className={buttonClass('primary')}>
        New endpoint
      </Link>
    )
  return (
    <Button variant="primary" disabledReason={permission.reason}>
      New endpoint
    </Button>
  )
}

/** The banner names this many endpoints; the rest are a count and a link to the filtered list. */
const BANNER_NAMES = 5

/** Every disabled endpoint, whatever page is on view: events meant for them are being skipped. */
function DisabledBanner() {
  const query = useQuery(webhookQueries.allDisabled())
  const disabled = query.data?.endpoints ?? []
  const count = disabled.length
  if (count === 0) return null
  const named = disabled.slice(0, BANNER_NAMES)
  const more = count - named.length
  const one = count === 1
  return (
    <Banner tone="danger">
      {one
        ? 'One endpoint is disabled'
        : `${formatCount(count)}${query.data?.complete ? '' : '+'} endpoints are disabled`}
      : events meant for {one ? 'it' : 'them'} are skipped, not sent. Open {one ? '' : 'each of '}
      {named.map((w, i) => (
        <span key={w.id}>
          {i > 0 ? (i === named.length - 1 && more === 0 ? ' and ' : ', ') : null}
          <Link
            to="/webhooks/$webhookId"
            params={{ webhookId: w.id }}
            className="font-medium wrap-anywhere underline underline-offset-2"
          >
            <bdi>{endpointName(w)}</bdi>
          </Link>
        </span>
      ))}
      {more > 0 ? (
        <>
          {' and '}
          <Link to="/webhooks" search={{ status: 'disabled' }} className="font-medium underline underline-offset-2">
            {plural(more, 'other')}
          </Link>
        </>
      ) : null}{' '}
      to reactivate {one ? 'it' : 'them'} and recover what {one ? 'it' : 'they'} missed.
    </Banner>
  )
}

function StatusFilter({
  value,
  onChange,
}: {
  value: WebhooksSearch['status']
  onChange: (v: WebhooksSearch['status']) => void
}) {
  const id = useId()
  return (
    <div role="search" aria-label="Filter endpoints" className="flex flex-col gap-1">
      <label htmlFor={id} className="text-fg-muted text-xs font-medium">
        Status
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(WEBHOOK_STATUSES.find((s) => s === e.target.value))}
        className="border-line-strong bg-surface text-fg h-9 w-44 rounded-md border px-2.5 text-sm"
      >
        <option value="">All endpoints</option>
        <option value="active">Active</option>
        <option value="disabled">Disabled</option>
      </select>
    </div>
  )
}

export function WebhooksPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery({ ...webhookQueries.list(webhookListQueryOf(search)), placeholderData: keepPreviousData })
  const rows = query.data?.data
  const now = useNow()

  const empty = search.status ? (
    <EmptyState title={`No ${search.status} endpoints`}>
      <Button size="sm" className="mt-3" onClick={() => void navigate({ search: {} })}>
        Show every endpoint
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title="No endpoints yet">
      <p>Register a URL and the platform will POST signed events to it as conversations happen.</p>
      <div className="mt-3 flex justify-center">
        <NewEndpointButton />
      </div>
    </EmptyState>
  )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-fg text-2xl font-semibold tracking-tight">Webhooks</h1>
          <p className="text-fg-muted mt-1 text-sm">
            Endpoints that receive signed events, newest first. Open one for its delivery log, test events and recovery.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/webhooks/verify-signature" className={buttonClass('secondary')}>
            Check a signature
          </Link>
          <NewEndpointButton />
        </div>
      </div>

      <DisabledBanner />

      <StatusFilter
        value={search.status}
        onChange={(status) => void navigate({ search: (prev) => ({ limit: prev.limit, status }) })}
      />

      <DataTable
        label={search.status ? `${search.status} endpoints` : 'Webhook endpoints'}
        columns={columns(now)}
        rows={rows}
        rowKey={(w) => w.id}
        {...queryTableState(query)}
        empty={empty}
        footer={routeCursorPager({
          label: 'Endpoint pages',
          rows,
          hasMore: query.data?.has_more,
          position: search,
          busy: query.isFetching,
          summary: (count) => plural(count, 'endpoint') + ' on this page',
          onTurn: (turn) => void navigate({ search: (prev) => ({ ...prev, ...turn }) }),
        })}
      />
    </div>
  )
}
