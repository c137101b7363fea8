// Webhook endpoints that need attention: disabled ones and ones failing right now, each a
// link to its endpoint page.
import { Link } from '@tanstack/react-router'
import type { DISABLED_REASONS, WebhookEndpoint } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { formatDateTime, plural } from '../../lib/format'
import { known } from '../../lib/known'
import { figureLinkClass } from '../../components/ui/figure'

const DISABLED_REASON: Record<(typeof DISABLED_REASONS)[number], string> = {
  manual: 'disabled by hand',
  gone: 'receiver answered 410 Gone',
  failing: 'failing for five days',
}

const needsAttention = (w: WebhookEndpoint) => w.status === 'disabled' || w.failing_since !== null

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { stats } = endpoint
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        {endpoint.status === 'disabled' ? <Badge tone="danger">Disabled</Badge> : <Badge tone="warning">Failing</Badge>}
        <Link
          to="/webhooks/$webhookId"
          params={{ webhookId: endpoint.id }}
          className="text-fg hover:text-accent decoration-line-strong min-w-0 font-mono text-sm break-all underline underline-offset-4"
        >
          {endpoint.url}
        </Link>
      </div>
      <p className="text-fg-muted text-xs">
        {endpoint.status === 'disabled'
          ? `${endpoint.disabled_reason ? (known(DISABLED_REASON, endpoint.disabled_reason) ?? endpoint.disabled_reason) : 'disabled'}${
              endpoint.disabled_at ? ` · since ${formatDateTime(endpoint.disabled_at)}` : ''
            }`
          : endpoint.failing_since
            ? `failing since ${formatDateTime(endpoint.failing_since)}`
            : null}
        {' · '}last 7 days: {plural(stats.failed, 'failed delivery', 'failed deliveries')}, {stats.succeeded} succeeded
      </p>
    </li>
  )
}

export function Endpoints({ endpoints, more }: { endpoints: WebhookEndpoint[]; more: boolean }) {
  if (endpoints.length === 0)
    return (
      <EmptyState title="No webhook endpoints">
        Register an endpoint to receive each conversation and message as it happens.
      </EmptyState>
    )
  const attention = endpoints.filter(needsAttention)
  const total = more ? `${endpoints.length}+` : String(endpoints.length)
  if (attention.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm">
        <Badge tone="success">All delivering</Badge>
        <span className="text-fg-muted">
          {total} {endpoints.length === 1 && !more ? 'endpoint' : 'endpoints'}, none failing or disabled.
        </span>
      </p>
    )
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted text-sm">
        <Link className={figureLinkClass} to="/webhooks">
          {plural(attention.length, 'endpoint')}
        </Link>{' '}
        of {total} need attention.
      </p>
      <ul className="divide-line divide-y">
        {attention.map((endpoint) => (
          <EndpointRow key={endpoint.id} endpoint={endpoint} />
        ))}
      </ul>
    </div>
  )
}
