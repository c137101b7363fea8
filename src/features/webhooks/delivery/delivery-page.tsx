// /webhooks/$webhookId/deliveries/$deliveryId: the exact request as sent, every attempt
// with its outcome, the retry ladder, and Resend; refreshes while the delivery is pending.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Attempt, Delivery, WebhookEndpoint } from '../../../api/contract'
import { useResendDelivery, webhookQueries } from '../../../api/webhooks'
import { Badge } from '../../../components/ui/badge'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { Button, buttonClass } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { DetailQuery } from '../../../components/ui/detail-query'
import { Panel } from '../../../components/ui/panel'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../components/ui/toast'
import { Tooltip } from '../../../components/ui/tooltip'
import { useCanWrite } from '../../../app/capabilities'
import { plural } from '../../../lib/format'
import { attemptOutcome, DELIVERY_STATUS_HINTS, DeliveryStatusBadge, formatMoment } from '../labels'
import { attemptsLeft, buildLadder, formatDuration } from './ladder'
import { known } from '../../../lib/known'
import { RetryLadder } from './retry-ladder'

const route = getRouteApi('/_workspace/webhooks/$webhookId/deliveries/$deliveryId')

export const PENDING_REFRESH_MS = 3_000

function DeliveryTrail({
  endpoint,
  webhookId,
  deliveryId,
}: {
  endpoint: WebhookEndpoint | undefined
  webhookId: string
  deliveryId: string
}) {
  const endpointLabel = endpoint ? endpoint.description || endpoint.url : webhookId
  return (
    <Breadcrumb
      trail={[
        <Link key="list" to="/webhooks" className={crumbLinkClass}>
          Webhooks
        </Link>,
        // A description or URL may be cut to fit: the whole of it shows on hover and on focus.
        <Tooltip key="endpoint" content={<span className="wrap-anywhere">{endpointLabel}</span>}>
          <Link to="/webhooks/$webhookId" params={{ webhookId }} className={crumbLinkClass}>
            {endpointLabel}
          </Link>
        </Tooltip>,
      ]}
      current={<span className="font-mono text-xs">{deliveryId}</span>}
    />
  )
}

/** Untrusted text (a body, a receiver's answer) in a named figure: a <pre> itself may not carry a name. */
function TextBlock({ text, label, copyLabel }: { text: string; label: string; copyLabel?: string }) {
  return (
    <figure aria-label={label} className="relative">
      <pre className="bg-surface-muted text-fg border-line rounded-md border p-3 pe-10 font-mono text-xs break-all whitespace-pre-wrap">
        {text === '' ? <span className="text-fg-muted italic">(empty)</span> : text}
      </pre>
      {copyLabel ? (
        <div className="absolute end-1.5 top-1.5">
          <CopyButton value={text} label={copyLabel} />
        </div>
      ) : null}
    </figure>
  )
}

function Headers({ headers }: { headers: Record<string, string> }) {
  return (
    <dl className="border-line bg-surface-muted grid grid-cols-1 gap-x-4 gap-y-1 rounded-md border p-3 font-mono text-xs sm:grid-cols-[max-content_1fr]">
      {Object.entries(headers).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-fg-muted">{name}:</dt>
          <dd className="text-fg min-w-0 break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const headersText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')

function AttemptCard({ attempt }: { attempt: Attempt }) {
  const ok = attempt.error === null
  // Rendered only while open: controls in a closed <details> are not painted, so their
  // transitions (a theme switch) would never finish.
  const [headersOpen, setHeadersOpen] = useState(false)
  return (
    <li className="border-line bg-surface flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-fg text-sm font-semibold">Attempt {attempt.number}</h3>
        <Badge tone={attempt.trigger === 'manual' ? 'accent' : 'neutral'}>
          {attempt.trigger === 'manual' ? 'Manual resend' : 'Scheduled'}
        </Badge>
        <span className={`text-sm font-semibold ${ok ? 'text-success' : 'text-danger'}`}>
          {ok ? `Succeeded: ${attempt.response_status ?? ''}` : `Failed: ${attemptOutcome(attempt)}`}
        </span>
        <span className="text-fg-muted text-xs">
          <time dateTime={attempt.attempted_at}>{formatMoment(attempt.attempted_at)}</time> · took{' '}
          {formatDuration(attempt.duration_ms)}
        </span>
      </div>
      {attempt.error_detail ? <p className="text-fg text-sm">{attempt.error_detail}</p> : null}
      <div className="flex flex-col gap-1">
        <h4 className="text-fg-muted text-xs font-medium tracking-wide uppercase">
          Response body <span className="normal-case">(first KiB, as text)</span>
        </h4>
        {attempt.response_body === null ? (
          <p className="text-fg-muted text-sm">No response: {attemptOutcome(attempt).toLowerCase()}.</p>
        ) : (
          <TextBlock text={attempt.response_body} label={`Response body of attempt ${attempt.number}`} />
        )}
      </div>
      <details onToggle={(e) => setHeadersOpen(e.currentTarget.open)}>
        <summary className="text-accent hover:text-accent-hover cursor-pointer text-sm font-medium">
          Request headers of this attempt
        </summary>
        {headersOpen ? (
          <div className="mt-2 flex flex-col gap-2">
            <Headers headers={attempt.request_headers} />
            <div>
              <CopyButton
                value={headersText(attempt.request_headers)}
                label={`headers of attempt ${attempt.number}`}
                text="Copy headers"
                variant="secondary"
              />
            </div>
          </div>
        ) : null}
      </details>
    </li>
  )
}

function ResendButton({ delivery, endpoint }: { delivery: Delivery; endpoint: WebhookEndpoint | undefined }) {
  const resend = useResendDelivery()
  const { reason } = useCanWrite({ workspace: true })
  const why =
    reason ?? (endpoint?.status === 'disabled' ? 'The endpoint is disabled; reactivate it before resending.' : null)
  const go = async () => {
    try {
      const after = await resend.mutateAsync({ id: delivery.webhook_id, deliveryId: delivery.id })
      const last = after.attempts.at(-1)
      if (last && last.error === null)
        toast.success(`Resent: the receiver answered ${last.response_status ?? ''}`, {
          description: `Attempt ${last.number}; the delivery is now ${after.status}.`,
        })
      else
        toast.warning(`Resent, and it failed: ${last ? attemptOutcome(last) : 'no answer'}`, {
          description: last?.error_detail ?? undefined,
        })
    } catch (e) {
      toast.apiError(e, 'The delivery was not resent')
    }
  }
  return (
    <Button variant="primary" busy={resend.isPending} disabledReason={why} onClick={() => void go()}>
      {resend.isPending ? 'Resending…' : 'Resend'}
    </Button>
  )
}

function DeliveryDetail({ delivery, endpoint }: { delivery: Delivery; endpoint: WebhookEndpoint | undefined }) {
  const runs = buildLadder(delivery)
  const [showAttempt, setShowAttempt] = useState<number | null>(null)
  const sent = delivery.attempts.find((a) => a.number === showAttempt) ?? delivery.attempts.at(-1)
  const left = attemptsLeft(runs)
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DeliveryTrail endpoint={endpoint} webhookId={delivery.webhook_id} deliveryId={delivery.id} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-fg font-mono text-2xl font-semibold tracking-tight">{delivery.event_type}</h1>
            <DeliveryStatusBadge status={delivery.status} />
          </div>
          <p className="text-fg-muted mt-1 text-sm">
            {known(DELIVERY_STATUS_HINTS, delivery.status) ?? 'A status this dashboard does not know yet.'}
          </p>
          <dl className="text-fg-muted mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs">
            <div className="flex gap-1">
              <dt>Created</dt>
              <dd className="text-fg">{formatMoment(delivery.created_at)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Event</dt>
              <dd className="text-fg font-mono">{delivery.event_id}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Attempts</dt>
              <dd className="text-fg">
                {delivery.attempts.length}
                {delivery.status === 'pending' ? `, ${left} more possible` : ''}
              </dd>
            </div>
            {delivery.next_attempt_at ? (
              <div className="flex gap-1">
                <dt>Next attempt</dt>
                <dd className="text-fg">{formatMoment(delivery.next_attempt_at)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          {sent ? (
            <Link
              to="/webhooks/verify-signature"
              search={{ webhook: delivery.webhook_id, delivery: delivery.id, attempt: sent.number }}
              className={buttonClass('secondary')}
            >
              Check this delivery
            </Link>
          ) : null}
          <ResendButton delivery={delivery} endpoint={endpoint} />
        </div>
      </div>

      <Panel
        title="Retry ladder"
        description="Up to six scheduled attempts: the first, then retries after 5 s, 5 min, 30 min, 2 h and 5 h (±10 %). Manual resends come on top."
      >
        <RetryLadder runs={runs} status={delivery.status} />
      </Panel>

      <Panel title="The request" description="Every attempt POSTs these exact body bytes; the headers are per attempt.">
        <div className="flex flex-col gap-2">
          <h3 className="text-fg text-sm font-semibold">Body</h3>
          <TextBlock text={delivery.body} label="Request body as sent" copyLabel="body" />
        </div>
        {sent ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h3 className="text-fg text-sm font-semibold">Headers of attempt {sent.number}</h3>
              {delivery.attempts.length > 1 ? (
                <label className="text-fg-muted flex items-center gap-2 text-xs font-medium">
                  Attempt
                  <select
                    value={sent.number}
                    onChange={(e) => setShowAttempt(Number(e.target.value))}
                    className="border-line-strong bg-surface text-fg h-8 rounded-md border px-2 text-sm"
                  >
                    {delivery.attempts.map((a) => (
                      <option key={a.id} value={a.number}>
                        {a.number} ({a.trigger})
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
            <Headers headers={sent.request_headers} />
          </div>
        ) : (
          <p className="text-fg-muted text-sm">
            Never sent, so no headers yet: each attempt signs with its own timestamp.
          </p>
        )}
      </Panel>

      <section aria-labelledby="attempts-title" className="flex flex-col gap-3">
        <h2 id="attempts-title" className="text-fg text-lg font-semibold">
          {plural(delivery.attempts.length, 'attempt')}
        </h2>
        {delivery.attempts.length === 0 ? (
          <p className="text-fg-muted text-sm">
            None yet. {delivery.status === 'skipped' ? 'Reactivate the endpoint and recover, or resend it.' : null}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {[...delivery.attempts].reverse().map((a) => (
              <AttemptCard key={a.id} attempt={a} />
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}

export function DeliveryPage() {
  const { webhookId, deliveryId } = route.useParams()
  const endpoint = useQuery(webhookQueries.detail(webhookId))
  const query = useQuery({
    ...webhookQueries.delivery(webhookId, deliveryId),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  })
  return (
    <DetailQuery
      query={query}
      pending={
        <div role="status" aria-live="polite" className="mx-auto flex max-w-6xl flex-col gap-6">
          <span className="sr-only">Loading the delivery…</span>
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-48 rounded-lg" />
          <Skeleton className="h-72 rounded-lg" />
        </div>
      }
      failedTitle="The delivery could not be loaded"
      notFoundTitle="No such delivery"
      back={{ to: '/webhooks/$webhookId', params: { webhookId }, label: 'Back to the endpoint' }}
      missing={
        <>
          This endpoint has no delivery <code className="font-mono break-all">{deliveryId}</code>.
        </>
      }
    >
      {(delivery) => <DeliveryDetail delivery={delivery} endpoint={endpoint.data} />}
    </DetailQuery>
  )
}
