// /webhooks: every endpoint with its events, status (and why it is disabled, since
// when), 7-day success rate and last delivery; a banner names any disabled endpoint.
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { WEBHOOK_STATUSES, type WebhookEndpoint } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { type Column, primaryCellClass, rowLinkClass, rowLinkProps, unfoldProps } from '../../../components/data-table'
import { FilterSelect, ListFilters, ListPage, NewButton, useCursorListPage } from '../../../components/list-page'
import { Banner } from '../../../components/ui/banner'
import { buttonClass } from '../../../components/ui/button'
import { formatCount, formatDateTime, formatRelative } from '../../../lib/format'
import { useNow } from '../../../app/mock-clock'
import { disabledReasonText, EndpointStatusBadge, formatRate, joinedList, successRate } from '../labels'

const route = getRouteApi('/_workspace/webhooks/')

const endpointName = (w: WebhookEndpoint) => w.description || w.url

function Rate({ stats }: { stats: WebhookEndpoint['stats'] }) {
  const { t } = useLingui()
  const rate = successRate(stats)
  const finished = stats.succeeded + stats.failed
  const succeeded = formatCount(stats.succeeded)
  const of = formatCount(finished)
  const pending = formatCount(stats.pending)
  return (
    <div className="flex flex-col items-end">
      <span className={`font-semibold tabular-nums ${rate !== null && rate < 0.9 ? 'text-danger' : 'text-fg'}`}>
        {formatRate(rate)}
      </span>
      <span className="text-fg-muted text-xs whitespace-nowrap tabular-nums">
        {finished === 0 ? t`no finished deliveries` : t`${succeeded} of ${of}`}
        {stats.pending ? ` · ${t`${pending} pending`}` : ''}
      </span>
    </div>
  )
}

function Since({ reason, at, now }: { reason: string; at: string | null; now: number }) {
  if (!at) return reason
  const time = (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at, now)}
    </time>
  )
  return (
    <Trans>
      {reason} · since {time}
    </Trans>
  )
}

function FailingSince({ at, now }: { at: string; now: number }) {
  const time = (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at, now)}
    </time>
  )
  return <Trans>failing since {time}</Trans>
}

/**
 * `now` is the API's clock (the mock's in demo mode), which the relative times count from. Built in
 * render, so the headers are in the language in force.
 */
const columns = (now: number): Column<WebhookEndpoint>[] => [
  {
    id: 'endpoint',
    header: t`Endpoint`,
    skeletonClassName: 'w-56',
    className: 'min-w-56 max-w-md',
    cell: (w) => (
      <div className={primaryCellClass}>
        {/* A description wraps, up to two lines; a URL is one token, cut to one line. Whole on hover and on focus. */}
        <Link
          to="/webhooks/$webhookId"
          params={{ webhookId: w.id }}
          dir="auto"
          translate="no"
          title={endpointName(w)}
          className={`${rowLinkClass} wrap-anywhere ${w.description ? 'line-clamp-2' : 'truncate font-mono text-xs'}`}
          {...unfoldProps}
          {...rowLinkProps}
        >
          {endpointName(w)}
        </Link>
        {w.description ? (
          <span title={w.url} translate="no" dir="ltr" className="text-fg-muted truncate font-mono text-xs">
            {w.url}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'events',
    header: t`Events`,
    skeletonClassName: 'w-32',
    className: 'hidden lg:table-cell',
    cell: (w) => (
      <ul translate="no" className="flex flex-col gap-0.5">
        {w.events.map((e) => (
          <li key={e} className="text-fg font-mono text-xs whitespace-nowrap">
            <bdi dir="ltr">{e}</bdi>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'status',
    header: t`Status`,
    skeletonClassName: 'w-16',
    cell: (w) => (
      <div className="flex flex-col items-start gap-0.5">
        <EndpointStatusBadge endpoint={w} />
        {w.status === 'disabled' && w.disabled_reason ? (
          <span className="text-fg-muted text-xs">
            <Since reason={disabledReasonText(w.disabled_reason)} at={w.disabled_at} now={now} />
          </span>
        ) : w.failing_since ? (
          <span className="text-warning text-xs font-medium">
            <FailingSince at={w.failing_since} now={now} />
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'rate',
    header: (
      <span>
        <Trans>
          Success <span className="normal-case">(7 days)</span>
        </Trans>
      </span>
    ),
    skeletonClassName: 'w-14 ms-auto',
    className: 'hidden sm:table-cell text-end',
    cell: (w) => <Rate stats={w.stats} />,
  },
  {
    id: 'last',
    header: t`Last delivery`,
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
        <span className="text-fg-muted">{t`Never`}</span>
      ),
  },
]

/** The banner names this many endpoints; the rest are a count and a link to the filtered list. */
const BANNER_NAMES = 5

/** Every disabled endpoint, whatever page is on view: events meant for them are being skipped. */
function DisabledBanner() {
  const { t } = useLingui()
  const query = useQuery(webhookQueries.allDisabled())
  const disabled = query.data?.endpoints ?? []
  const count = disabled.length
  if (count === 0) return null
  const named = disabled.slice(0, BANNER_NAMES)
  const more = count - named.length
  const links = named.map((w) => (
    <Link
      key={w.id}
      to="/webhooks/$webhookId"
      params={{ webhookId: w.id }}
      translate="no"
      className="font-medium wrap-anywhere underline underline-offset-2"
    >
      <bdi>{endpointName(w)}</bdi>
    </Link>
  ))
  const others = (
    <Link
      key="others"
      to="/webhooks"
      search={{ status: 'disabled' }}
      className="font-medium underline underline-offset-2"
    >
      {plural(more, { one: '# other', other: '# others' })}
    </Link>
  )
  const names = joinedList(more > 0 ? [...links, others] : links)
  const shown = formatCount(count)
  if (count === 1)
    return (
      <Banner tone="danger">
        <Trans>
          One endpoint is disabled: events meant for it are skipped, not sent. Open {names} to reactivate it and recover
          what it missed.
        </Trans>
      </Banner>
    )
  return (
    <Banner tone="danger">
      {query.data?.complete
        ? plural(count, {
            one: '# endpoint is disabled: events meant for it are skipped, not sent.',
            other: '# endpoints are disabled: events meant for them are skipped, not sent.',
          })
        : t`At least ${shown} endpoints are disabled: events meant for them are skipped, not sent.`}{' '}
      <Trans>Open each of {names} to reactivate them and recover what they missed.</Trans>
    </Banner>
  )
}

export function WebhooksPage() {
  const { t } = useLingui()
  const list = useCursorListPage(route.useSearch(), route.useNavigate(), webhookQueries.list)
  const now = useNow()
  const { search, setFilters } = list
  return (
    <ListPage
      title={t`Webhooks`}
      description={t`Endpoints that receive signed events, newest first. Open one for its delivery log, test events and recovery.`}
      actions={
        <Link to="/webhooks/verify-signature" className={buttonClass('secondary')}>
          <Trans>Check a signature</Trans>
        </Link>
      }
      create={
        <NewButton to="/webhooks/new">
          <Trans>New endpoint</Trans>
        </NewButton>
      }
      banner={<DisabledBanner />}
      filters={
        <ListFilters label={t`Filter endpoints`}>
          <FilterSelect
            label={t`Status`}
            value={search.status}
            options={WEBHOOK_STATUSES}
            labels={{ active: t`Active`, disabled: t`Disabled` }}
            allLabel={t`All endpoints`}
            onChange={(status) => setFilters({ status })}
          />
        </ListFilters>
      }
      list={list}
      columns={columns(now)}
      label={t`Webhook endpoints`}
      filteredLabel={t`Webhook endpoints matching the filters`}
      pagesLabel={t`Endpoint pages`}
      summary={(count) => plural(count, { one: '# endpoint on this page', other: '# endpoints on this page' })}
      noMatch={{
        title:
          search.status === 'active'
            ? t`No active endpoints`
            : search.status === 'disabled'
              ? t`No disabled endpoints`
              : t`No matching endpoints`,
        hint: t`Choose another status, or clear the filters to see every endpoint.`,
      }}
      none={{
        title: t`No endpoints yet`,
        hint: t`Register a URL and the platform will POST signed events to it as conversations happen.`,
      }}
    />
  )
}
