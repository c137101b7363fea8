// Webhook endpoints that need attention: disabled ones and ones failing right now, each a
// link to its endpoint page.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { DISABLED_REASONS, WebhookEndpoint } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { formatCount, formatDateTime } from '../../lib/format'
import { known } from '../../lib/known'
import { figureLinkClass } from '../../components/ui/figure'
import { AllClear, WatchList } from './watch-list'

const DISABLED_REASON: Record<(typeof DISABLED_REASONS)[number], MessageDescriptor> = {
  manual: msg`disabled by hand`,
  gone: msg`receiver answered 410 Gone`,
  failing: msg`failing for five days`,
}

const needsAttention = (w: WebhookEndpoint) => w.status === 'disabled' || w.failing_since !== null

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { i18n, t } = useLingui()
  const { stats } = endpoint
  const reason = endpoint.disabled_reason
  const reasonWords = reason ? known(DISABLED_REASON, reason) : null
  const since = endpoint.disabled_at ? formatDateTime(endpoint.disabled_at) : null
  const failingSince = endpoint.failing_since ? formatDateTime(endpoint.failing_since) : null
  const disabledState = reasonWords ? i18n._(reasonWords) : (reason ?? t`disabled`)
  const state =
    endpoint.status === 'disabled'
      ? since
        ? t`${disabledState} · since ${since}`
        : disabledState
      : failingSince
        ? t`failing since ${failingSince}`
        : null
  const failed = formatCount(stats.failed)
  const succeeded = formatCount(stats.succeeded)
  const failedCount = stats.failed
  const week = plural(failedCount, {
    one: `last 7 days: ${failed} failed delivery, ${succeeded} succeeded`,
    other: `last 7 days: ${failed} failed deliveries, ${succeeded} succeeded`,
  })
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        {endpoint.status === 'disabled' ? (
          <Badge tone="danger">{t`Disabled`}</Badge>
        ) : (
          <Badge tone="warning">{t`Failing`}</Badge>
        )}
        <Link
          translate="no"
          dir="ltr"
          to="/webhooks/$webhookId"
          params={{ webhookId: endpoint.id }}
          className="text-fg hover:text-accent decoration-line-strong min-w-0 font-mono text-sm break-all underline underline-offset-4"
        >
          {endpoint.url}
        </Link>
      </div>
      <p className="text-fg-muted text-xs">{state ? `${state} · ${week}` : week}</p>
    </li>
  )
}

const EndpointsLink = ({ children }: { children: ReactNode }) => (
  <Link className={figureLinkClass} to="/webhooks">
    {children}
  </Link>
)

export function Endpoints({ endpoints, more }: { endpoints: WebhookEndpoint[]; more: boolean }) {
  const { t } = useLingui()
  if (endpoints.length === 0)
    return (
      <EmptyState title={t`No webhook endpoints`}>
        <Trans>Register an endpoint to receive each conversation and message as it happens.</Trans>
      </EmptyState>
    )
  const attention = endpoints.filter(needsAttention)
  const total = more ? `${formatCount(endpoints.length)}+` : formatCount(endpoints.length)
  const counted = more ? Number.POSITIVE_INFINITY : endpoints.length
  const needing = attention.length
  if (needing === 0)
    return (
      <AllClear badge={t`All delivering`}>
        {plural(counted, {
          one: `${total} endpoint, none failing or disabled.`,
          other: `${total} endpoints, none failing or disabled.`,
        })}
      </AllClear>
    )
  return (
    <WatchList
      count={
        <Plural
          value={needing}
          one={
            <Trans>
              <EndpointsLink># endpoint</EndpointsLink> of {total} needs attention.
            </Trans>
          }
          other={
            <Trans>
              <EndpointsLink># endpoints</EndpointsLink> of {total} need attention.
            </Trans>
          }
        />
      }
    >
      {attention.map((endpoint) => (
        <EndpointRow key={endpoint.id} endpoint={endpoint} />
      ))}
    </WatchList>
  )
}
