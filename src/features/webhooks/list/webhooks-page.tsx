// /webhooks: every endpoint with its events, status (and why it is disabled, since
// when), 7-day success rate and last delivery; a banner names any disabled endpoint.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { WEBHOOK_STATUSES, type WebhookEndpoint } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { type Column, primaryCellClass, rowLinkClass, rowLinkProps, unfoldProps } from '../../../components/data-table'
import { FilterSelect, ListFilters, ListPage, NewButton, useCursorListPage } from '../../../components/list-page'
import { Banner } from '../../../components/ui/banner'
import { buttonClass } from '../../../components/ui/button'
import { formatCount, formatDateTime, formatRelative, plural } from '../../../lib/format'
import { useNow } from '../../../app/mock-clock'
import { disabledReasonText, EndpointStatusBadge, formatRate, successRate } from '../labels'

const route = getRouteApi('/_workspace/webhooks/')

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
            {disabledReasonText(w.disabled_reason)}
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
    skeletonClassName: 'w-14 ms-auto',
    className: 'hidden sm:table-cell text-end',
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

const STATUS_LABELS: Record<(typeof WEBHOOK_STATUSES)[number], string> = { active: 'Active', disabled: 'Disabled' }

export function WebhooksPage() {
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), webhookQueries.list)
  const now = useNow()
  const { search, setFilters } = list
  return (
    <ListPage
      title="Webhooks"
      description="Endpoints that receive signed events, newest first. Open one for its delivery log, test events and recovery."
      actions={
        <Link to="/webhooks/verify-signature" className={buttonClass('secondary')}>
          Check a signature
        </Link>
      }
      create={<NewButton to="/webhooks/new">New endpoint</NewButton>}
      banner={<DisabledBanner />}
      filters={
        <ListFilters label="Filter endpoints">
          <FilterSelect
            label="Status"
            value={search.status}
            options={WEBHOOK_STATUSES}
            labels={STATUS_LABELS}
            allLabel="All endpoints"
            onChange={(status) => setFilters({ status })}
          />
        </ListFilters>
      }
      list={list}
      columns={columns(now)}
      label="Webhook endpoints"
      filteredLabel="Webhook endpoints matching the filters"
      pagesLabel="Endpoint pages"
      summary={(count) => plural(count, 'endpoint') + ' on this page'}
      noMatch={{
        title: `No ${search.status ?? 'matching'} endpoints`,
        hint: 'Choose another status, or clear the filters to see every endpoint.',
      }}
      none={{
        title: 'No endpoints yet',
        hint: 'Register a URL and the platform will POST signed events to it as conversations happen.',
      }}
    />
  )
}
