// /webhooks/$webhookId: the endpoint's state and why, its actions, 7-day figures and
// daily chart, the edit form, and the delivery log.
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { WebhookEndpoint } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { Banner } from '../../../components/ui/banner'
import { Button, buttonClass } from '../../../components/ui/button'
import { DetailQuery } from '../../../components/ui/detail-query'
import { Figure } from '../../../components/ui/figure'
import { Panel } from '../../../components/ui/panel'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { useCanWrite } from '../../../app/capabilities'
import { formatCount, formatDateTime, formatRelative } from '../../../lib/format'
import { useNow } from '../../../app/mock-clock'
import { disabledReasonText, EndpointStatusBadge, formatRate, successRate } from '../labels'
import { SecretLeaveGuard, SecretNotice } from '../secret-notice'
import { DeleteDialog, DisableDialog, ReactivateDialog, RecoverDialog, RotateDialog, TestEvent } from './actions'
import { DeliveriesLog } from './deliveries-log'
import { EditEndpointForm } from './edit-form'
import { SuccessChart } from './success-chart'
import { DetailPending } from '../../../components/ui/detail-pending'
import { recallListSearch } from '../../../components/list-page/list-return'
import { webhooksSearch } from '../list/search'

const route = getRouteApi('/_workspace/webhooks/$webhookId/')

/** While deliveries are pending the endpoint's figures move; ask again this often. */
const PENDING_STATS_REFRESH_MS = 5_000

type DialogName = 'reactivate' | 'recover' | 'disable' | 'delete' | 'rotate'

/** Back to the list as it was last filtered in this tab. */
const trail = () => [
  <Link key="list" to="/webhooks" search={recallListSearch('/webhooks', webhooksSearch)} className={crumbLinkClass}>
    Webhooks
  </Link>,
]

function Stats({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { stats } = endpoint
  const now = useNow()
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      <Figure label="Success rate" value={formatRate(successRate(stats))} hint="Succeeded of finished, 7 days" />
      <Figure label="Succeeded" value={formatCount(stats.succeeded)} />
      <Figure label="Failed" value={formatCount(stats.failed)} />
      <Figure label="Pending" value={formatCount(stats.pending)} hint="Retries remain" />
      <Figure
        label="Last delivery"
        value={
          stats.last_delivery_at ? (
            <time
              dateTime={stats.last_delivery_at}
              title={formatDateTime(stats.last_delivery_at)}
              className="text-base"
            >
              {formatRelative(stats.last_delivery_at, now)}
            </time>
          ) : (
            <span className="text-base">Never</span>
          )
        }
      />
    </dl>
  )
}

function Detail({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { reason: writeReason } = useCanWrite({ workspace: true })
  const [dialog, setDialog] = useState<DialogName | null>(null)
  const [newSecret, setNewSecret] = useState<string | null>(null)
  const [secretCopied, setSecretCopied] = useState(false)
  const dialogProps = (name: DialogName) => ({
    endpoint,
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  })
  const disabled = endpoint.status === 'disabled'
  const name = endpoint.description || endpoint.url
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb trail={trail()} current={name} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-fg min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere">
              <bdi>{name}</bdi>
            </h1>
            <EndpointStatusBadge endpoint={endpoint} />
          </div>
          <p className="text-fg-muted mt-1 font-mono text-sm break-all">{endpoint.url}</p>
          <p className="text-fg-muted mt-1 text-xs">
            <span className="font-mono whitespace-nowrap">{endpoint.id}</span> ·{' '}
            <span className="whitespace-nowrap">registered {formatDateTime(endpoint.created_at)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/webhooks/verify-signature" search={{ webhook: endpoint.id }} className={buttonClass('secondary')}>
            Check a signature
          </Link>
          {disabled ? (
            <Button variant="primary" disabledReason={writeReason} onClick={() => setDialog('reactivate')}>
              Reactivate
            </Button>
          ) : (
            <>
              <Button disabledReason={writeReason} onClick={() => setDialog('recover')}>
                Recover deliveries
              </Button>
              <Button disabledReason={writeReason} onClick={() => setDialog('disable')}>
                Disable
              </Button>
            </>
          )}
          <Button disabledReason={writeReason} onClick={() => setDialog('rotate')}>
            Rotate secret
          </Button>
          <Button variant="danger" disabledReason={writeReason} onClick={() => setDialog('delete')}>
            Delete
          </Button>
        </div>
      </div>

      {disabled ? (
        <Banner
          tone="danger"
          action={
            <Button size="sm" variant="primary" disabledReason={writeReason} onClick={() => setDialog('reactivate')}>
              Reactivate…
            </Button>
          }
        >
          <strong>Disabled{endpoint.disabled_reason ? `: ${disabledReasonText(endpoint.disabled_reason)}` : ''}</strong>
          {endpoint.disabled_at ? `, since ${formatDateTime(endpoint.disabled_at)}` : ''}. Events since then are
          recorded as skipped and not sent.
        </Banner>
      ) : endpoint.failing_since ? (
        <Banner tone="warning">
          Failing since {formatDateTime(endpoint.failing_since)} with no success. After five days of failures it is
          disabled automatically, on{' '}
          {formatDateTime(new Date(Date.parse(endpoint.failing_since) + 5 * 86_400_000).toISOString())}.
        </Banner>
      ) : null}

      {newSecret ? (
        <SecretNotice
          secret={newSecret}
          title="New signing secret"
          detail={
            endpoint.previous_secret_expires_at
              ? `The old secret keeps signing alongside it until ${formatDateTime(endpoint.previous_secret_expires_at)} (24 hours), and alone signs X-Webhook-Signature-256 until then: update your receivers before then.`
              : 'The old secret keeps signing alongside it for 24 hours, and alone signs X-Webhook-Signature-256 until then: update your receivers before then.'
          }
          onDone={() => setNewSecret(null)}
          onCopied={() => setSecretCopied(true)}
        />
      ) : endpoint.previous_secret_expires_at ? (
        <Banner tone="info">
          The secret was rotated: the previous one still signs alongside the new one until{' '}
          {formatDateTime(endpoint.previous_secret_expires_at)}. Requests carry both Standard Webhooks signatures until
          then; X-Webhook-Signature-256 stays keyed with the previous secret until then, and with the new one after.
        </Banner>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <Panel
          title="Last 7 days"
          description="Deliveries created in the last 7 days by outcome."
          className="lg:col-span-2"
        >
          <Stats endpoint={endpoint} />
          <SuccessChart webhookId={endpoint.id} pending={endpoint.stats.pending > 0} />
        </Panel>
        <Panel title="Send a test event" description="A sample event of the chosen type, sent to this endpoint only.">
          <TestEvent endpoint={endpoint} writeReason={writeReason} />
        </Panel>
      </div>

      <DeliveriesLog webhookId={endpoint.id} />

      <Panel title="Settings" description="Where events go and which ones.">
        <EditEndpointForm key={endpoint.id} endpoint={endpoint} writeReason={writeReason} />
      </Panel>

      {/* Mounted whatever the state, never re-keyed: reactivating flips it while the dialog still recovers. */}
      <ReactivateDialog {...dialogProps('reactivate')} />
      <RecoverDialog {...dialogProps('recover')} />
      <DisableDialog {...dialogProps('disable')} />
      <DeleteDialog {...dialogProps('delete')} />
      <RotateDialog
        {...dialogProps('rotate')}
        onRotated={(secret) => {
          setSecretCopied(false)
          setNewSecret(secret)
        }}
      />
      <SecretLeaveGuard uncopied={newSecret !== null && !secretCopied} />
    </div>
  )
}

export function WebhookDetailPage() {
  const { webhookId } = route.useParams()
  const query = useQuery({
    ...webhookQueries.detail(webhookId),
    refetchInterval: (q) => ((q.state.data?.stats.pending ?? 0) > 0 ? PENDING_STATS_REFRESH_MS : false),
  })
  return (
    <DetailQuery
      query={query}
      pending={<DetailPending label="Loading the endpoint…" main={['h-64']} side={['h-40']} below={['h-80']} />}
      failedTitle="The endpoint could not be loaded"
      notFoundTitle="No such endpoint"
      back={{ to: '/webhooks', label: 'All endpoints' }}
      missing={
        <>
          There is no endpoint <code className="font-mono break-all">{webhookId}</code>: it may have been deleted.
        </>
      }
    >
      {(endpoint) => <Detail key={webhookId} endpoint={endpoint} />}
    </DetailQuery>
  )
}
