// /webhooks/$webhookId/deliveries/$deliveryId: the exact request as sent, every attempt
// with its outcome, the retry ladder, and Resend; refreshes while the delivery is pending.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Attempt, Delivery, WebhookEndpoint } from '../../../api/contract'
import { useResendDelivery, webhookQueries } from '../../../api/webhooks'
import { Badge } from '../../../components/ui/badge'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { Button, buttonClass } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { DetailQuery, MissingId } from '../../../components/ui/detail-query'
import { Panel } from '../../../components/ui/panel'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../components/ui/toast'
import { Tooltip } from '../../../components/ui/tooltip'
import { useCanWrite } from '../../../app/capabilities'
import { formatCount } from '../../../lib/format'
import { attemptOutcome, deliveryStatusHint, deliveryStatusLabel, DeliveryStatusBadge, formatMoment } from '../labels'
import { attemptsLeft, buildLadder, formatDuration } from './ladder'
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
          <Trans>Webhooks</Trans>
        </Link>,
        // A description or URL may be cut to fit: the whole of it shows on hover and on focus.
        <Tooltip
          key="endpoint"
          content={
            <span translate="no" className="wrap-anywhere">
              {endpointLabel}
            </span>
          }
        >
          <Link to="/webhooks/$webhookId" params={{ webhookId }} translate="no" className={crumbLinkClass}>
            {endpointLabel}
          </Link>
        </Tooltip>,
      ]}
      current={
        <bdi translate="no" dir="ltr" className="font-mono text-xs">
          {deliveryId}
        </bdi>
      }
    />
  )
}

/** Untrusted text (a body, a receiver's answer) in a named figure: a <pre> itself may not carry a name. */
function TextBlock({ text, label, copyLabel }: { text: string; label: string; copyLabel?: string }) {
  return (
    // Left to right as a whole, so the copy button sits at the end the text leaves free.
    <figure aria-label={label} dir="ltr" className="relative">
      <pre
        translate={text === '' ? undefined : 'no'}
        className="bg-surface-muted text-fg border-line rounded-md border p-3 pe-10 font-mono text-xs break-all whitespace-pre-wrap"
      >
        {text === '' ? (
          <span className="text-fg-muted italic">
            <Trans>(empty)</Trans>
          </span>
        ) : (
          text
        )}
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
    <dl
      translate="no"
      dir="ltr"
      className="border-line bg-surface-muted grid grid-cols-1 gap-x-4 gap-y-1 rounded-md border p-3 font-mono text-xs sm:grid-cols-[max-content_1fr]"
    >
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
  const { t } = useLingui()
  const ok = attempt.error === null
  const number = formatCount(attempt.number)
  const status = attempt.response_status ?? ''
  const outcome = attemptOutcome(attempt)
  const took = formatDuration(attempt.duration_ms)
  const when = <time dateTime={attempt.attempted_at}>{formatMoment(attempt.attempted_at)}</time>
  // Rendered only while open: controls in a closed <details> are not painted, so their
  // transitions (a theme switch) would never finish.
  const [headersOpen, setHeadersOpen] = useState(false)
  return (
    <li className="border-line bg-surface flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-fg text-sm font-semibold">
          <Trans>Attempt {number}</Trans>
        </h3>
        <Badge tone={attempt.trigger === 'manual' ? 'accent' : 'neutral'}>
          {attempt.trigger === 'manual' ? t`Manual resend` : t`Scheduled`}
        </Badge>
        <span className={`text-sm font-semibold ${ok ? 'text-success' : 'text-danger'}`}>
          {ok ? t`Succeeded: ${status}` : t`Failed: ${outcome}`}
        </span>
        <span className="text-fg-muted text-xs">
          <Trans>
            {when} · took {took}
          </Trans>
        </span>
      </div>
      {attempt.error_detail ? (
        <p translate="no" className="text-fg text-sm">
          {attempt.error_detail}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <h4 className="text-fg-muted text-xs font-medium tracking-wide uppercase">
          <Trans>
            Response body <span className="normal-case">(first KiB, as text)</span>
          </Trans>
        </h4>
        {attempt.response_body === null ? (
          <p className="text-fg-muted text-sm">
            <Trans>No response: {outcome}.</Trans>
          </p>
        ) : (
          <TextBlock text={attempt.response_body} label={t`Response body of attempt ${number}`} />
        )}
      </div>
      <details onToggle={(e) => setHeadersOpen(e.currentTarget.open)}>
        <summary className="text-accent hover:text-accent-hover cursor-pointer text-sm font-medium">
          <Trans>Request headers of this attempt</Trans>
        </summary>
        {headersOpen ? (
          <div className="mt-2 flex flex-col gap-2">
            <Headers headers={attempt.request_headers} />
            <div>
              <CopyButton
                value={headersText(attempt.request_headers)}
                label={t`headers of attempt ${number}`}
                text={t`Copy headers`}
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
  const { t } = useLingui()
  const resend = useResendDelivery()
  const { reason } = useCanWrite({ workspace: true })
  const why =
    reason ?? (endpoint?.status === 'disabled' ? t`The endpoint is disabled; reactivate it before resending.` : null)
  const go = async () => {
    try {
      const after = await resend.mutateAsync({ id: delivery.webhook_id, deliveryId: delivery.id })
      const last = after.attempts.at(-1)
      if (last && last.error === null) {
        const status = last.response_status ?? ''
        const number = formatCount(last.number)
        const now = deliveryStatusLabel(after.status)
        toast.success(t`Resent: the receiver answered ${status}`, {
          description: t`Attempt ${number}; the delivery is now ${now}.`,
        })
      } else {
        const outcome = last ? attemptOutcome(last) : null
        toast.warning(outcome ? t`Resent, and it failed: ${outcome}` : t`Resent, and it failed: no answer`, {
          description: last?.error_detail ?? undefined,
        })
      }
    } catch (e) {
      toast.apiError(e, t`The delivery was not resent`)
    }
  }
  return (
    <Button variant="primary" busy={resend.isPending} disabledReason={why} onClick={() => void go()}>
      {resend.isPending ? t`Resending…` : t`Resend`}
    </Button>
  )
}

function DeliveryDetail({ delivery, endpoint }: { delivery: Delivery; endpoint: WebhookEndpoint | undefined }) {
  const { t } = useLingui()
  const runs = buildLadder(delivery)
  const [showAttempt, setShowAttempt] = useState<number | null>(null)
  const sent = delivery.attempts.find((a) => a.number === showAttempt) ?? delivery.attempts.at(-1)
  const left = attemptsLeft(runs)
  const count = delivery.attempts.length
  const attempts = formatCount(count)
  const possible = formatCount(left)
  const shownNumber = sent ? formatCount(sent.number) : ''
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <DeliveryTrail endpoint={endpoint} webhookId={delivery.webhook_id} deliveryId={delivery.id} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 translate="no" className="text-fg font-mono text-2xl font-semibold tracking-tight">
              <bdi dir="ltr">{delivery.event_type}</bdi>
            </h1>
            <DeliveryStatusBadge status={delivery.status} />
          </div>
          <p className="text-fg-muted mt-1 text-sm">
            {deliveryStatusHint(delivery.status) ?? t`A status this dashboard does not know yet.`}
          </p>
          <dl className="text-fg-muted mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs">
            <div className="flex gap-1">
              <dt>{t`Created`}</dt>
              <dd className="text-fg">{formatMoment(delivery.created_at)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t`Event`}</dt>
              <dd translate="no" dir="ltr" className="text-fg font-mono">
                {delivery.event_id}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t`Attempts`}</dt>
              <dd className="text-fg">
                {delivery.status === 'pending' ? t`${attempts}, ${possible} more possible` : attempts}
              </dd>
            </div>
            {delivery.next_attempt_at ? (
              <div className="flex gap-1">
                <dt>
                  <Trans>Next attempt</Trans>
                </dt>
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
              <Trans>Check this delivery</Trans>
            </Link>
          ) : null}
          <ResendButton delivery={delivery} endpoint={endpoint} />
        </div>
      </div>

      <Panel
        title={t`Retry ladder`}
        description={t`Up to six scheduled attempts: the first, then retries after 5 s, 5 min, 30 min, 2 h and 5 h (±10 %). Manual resends come on top.`}
      >
        <RetryLadder runs={runs} status={delivery.status} />
      </Panel>

      <Panel
        title={t`The request`}
        description={t`Every attempt POSTs these exact body bytes; the headers are per attempt.`}
      >
        <div className="flex flex-col gap-2">
          <h3 className="text-fg text-sm font-semibold">
            <Trans>Body</Trans>
          </h3>
          <TextBlock text={delivery.body} label={t`Request body as sent`} copyLabel={t`body`} />
        </div>
        {sent ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h3 className="text-fg text-sm font-semibold">
                <Trans>Headers of attempt {shownNumber}</Trans>
              </h3>
              {delivery.attempts.length > 1 ? (
                <label className="text-fg-muted flex items-center gap-2 text-xs font-medium">
                  <Trans>Attempt</Trans>
                  <select
                    value={sent.number}
                    onChange={(e) => setShowAttempt(Number(e.target.value))}
                    className="border-line-strong bg-surface text-fg h-8 rounded-md border px-2 text-sm"
                  >
                    {delivery.attempts.map((a) => {
                      const number = formatCount(a.number)
                      return (
                        <option key={a.id} value={a.number}>
                          {a.trigger === 'manual' ? t`${number} (manual)` : t`${number} (scheduled)`}
                        </option>
                      )
                    })}
                  </select>
                </label>
              ) : null}
            </div>
            <Headers headers={sent.request_headers} />
          </div>
        ) : (
          <p className="text-fg-muted text-sm">
            <Trans>Never sent, so no headers yet: each attempt signs with its own timestamp.</Trans>
          </p>
        )}
      </Panel>

      <section aria-labelledby="attempts-title" className="flex flex-col gap-3">
        <h2 id="attempts-title" className="text-fg text-lg font-semibold">
          {plural(count, { one: '# attempt', other: '# attempts' })}
        </h2>
        {delivery.attempts.length === 0 ? (
          <p className="text-fg-muted text-sm">
            {delivery.status === 'skipped' ? (
              <Trans>None yet. Reactivate the endpoint and recover, or resend it.</Trans>
            ) : (
              <Trans>None yet.</Trans>
            )}
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
  const { t } = useLingui()
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
          <span className="sr-only">{t`Loading the delivery…`}</span>
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-48 rounded-lg" />
          <Skeleton className="h-72 rounded-lg" />
        </div>
      }
      failedTitle={t`The delivery could not be loaded`}
      notFoundTitle={t`No such delivery`}
      back={{ to: '/webhooks/$webhookId', params: { webhookId }, label: t`Back to the endpoint` }}
      missing={
        <Trans>
          This endpoint has no delivery <MissingId>{deliveryId}</MissingId>.
        </Trans>
      }
    >
      {(delivery) => <DeliveryDetail delivery={delivery} endpoint={endpoint.data} />}
    </DetailQuery>
  )
}
