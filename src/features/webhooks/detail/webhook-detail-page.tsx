// /webhooks/$webhookId: the endpoint's state and why, its actions, 7-day figures and
// daily chart, the edit form, and the delivery log.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { WebhookEndpoint } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { Banner } from '../../../components/ui/banner'
import { Button, buttonClass } from '../../../components/ui/button'
import { DetailQuery, MissingId } from '../../../components/ui/detail-query'
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
    <Trans>Webhooks</Trans>
  </Link>,
]

function Stats({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui()
  const { stats } = endpoint
  const now = useNow()
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      <Figure label={t`Success rate`} value={formatRate(successRate(stats))} hint={t`Succeeded of finished, 7 days`} />
      <Figure label={t`Succeeded`} value={formatCount(stats.succeeded)} />
      <Figure label={t`Failed`} value={formatCount(stats.failed)} />
      <Figure label={t`Pending`} value={formatCount(stats.pending)} hint={t`Retries remain`} />
      <Figure
        label={t`Last delivery`}
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
            <span className="text-base">
              <Trans>Never</Trans>
            </span>
          )
        }
      />
    </dl>
  )
}

function Detail({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useLingui()
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
  const registered = formatDateTime(endpoint.created_at)
  const reason = endpoint.disabled_reason ? disabledReasonText(endpoint.disabled_reason) : null
  const disabledAt = endpoint.disabled_at ? formatDateTime(endpoint.disabled_at) : null
  const failingSince = endpoint.failing_since ? formatDateTime(endpoint.failing_since) : null
  const disablesOn = endpoint.failing_since
    ? formatDateTime(new Date(Date.parse(endpoint.failing_since) + 5 * 86_400_000).toISOString())
    : null
  const overlapEnds = endpoint.previous_secret_expires_at ? formatDateTime(endpoint.previous_secret_expires_at) : null
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb trail={trail()} current={{ name }} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 translate="no" className="text-fg min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere">
              <bdi>{name}</bdi>
            </h1>
            <EndpointStatusBadge endpoint={endpoint} />
          </div>
          <p translate="no" dir="ltr" className="text-fg-muted mt-1 font-mono text-sm break-all rtl:text-end">
            {endpoint.url}
          </p>
          <p className="text-fg-muted mt-1 text-xs">
            <span translate="no" dir="ltr" className="font-mono whitespace-nowrap">
              {endpoint.id}
            </span>{' '}
            ·{' '}
            <span className="whitespace-nowrap">
              <Trans>registered {registered}</Trans>
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/webhooks/verify-signature" search={{ webhook: endpoint.id }} className={buttonClass('secondary')}>
            <Trans>Check a signature</Trans>
          </Link>
          {disabled ? (
            <Button variant="primary" disabledReason={writeReason} onClick={() => setDialog('reactivate')}>
              <Trans>Reactivate</Trans>
            </Button>
          ) : (
            <>
              <Button disabledReason={writeReason} onClick={() => setDialog('recover')}>
                <Trans>Recover deliveries</Trans>
              </Button>
              <Button disabledReason={writeReason} onClick={() => setDialog('disable')}>
                <Trans>Disable</Trans>
              </Button>
            </>
          )}
          <Button disabledReason={writeReason} onClick={() => setDialog('rotate')}>
            <Trans>Rotate secret</Trans>
          </Button>
          <Button variant="danger" disabledReason={writeReason} onClick={() => setDialog('delete')}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>

      {disabled ? (
        <Banner
          tone="danger"
          action={
            <Button size="sm" variant="primary" disabledReason={writeReason} onClick={() => setDialog('reactivate')}>
              <Trans>Reactivate…</Trans>
            </Button>
          }
        >
          {reason && disabledAt ? (
            <Trans>
              <strong>Disabled: {reason}</strong>, since {disabledAt}. Events since then are recorded as skipped and not
              sent.
            </Trans>
          ) : reason ? (
            <Trans>
              <strong>Disabled: {reason}</strong>. Events since then are recorded as skipped and not sent.
            </Trans>
          ) : disabledAt ? (
            <Trans>
              <strong>Disabled</strong>, since {disabledAt}. Events since then are recorded as skipped and not sent.
            </Trans>
          ) : (
            <Trans>
              <strong>Disabled</strong>. Events since then are recorded as skipped and not sent.
            </Trans>
          )}
        </Banner>
      ) : failingSince ? (
        <Banner tone="warning">
          <Trans>
            Failing since {failingSince} with no success. After five days of failures it is disabled automatically, on{' '}
            {disablesOn}.
          </Trans>
        </Banner>
      ) : null}

      {newSecret ? (
        <SecretNotice
          secret={newSecret}
          title={t`New signing secret`}
          detail={
            overlapEnds
              ? t`The old secret keeps signing alongside it until ${overlapEnds} (24 hours), and alone signs X-Webhook-Signature-256 until then: update your receivers before then.`
              : t`The old secret keeps signing alongside it for 24 hours, and alone signs X-Webhook-Signature-256 until then: update your receivers before then.`
          }
          onDone={() => setNewSecret(null)}
          onCopied={() => setSecretCopied(true)}
        />
      ) : overlapEnds ? (
        <Banner tone="info">
          <Trans>
            The secret was rotated: the previous one still signs alongside the new one until {overlapEnds}. Requests
            carry both Standard Webhooks signatures until then; X-Webhook-Signature-256 stays keyed with the previous
            secret until then, and with the new one after.
          </Trans>
        </Banner>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <Panel
          title={t`Last 7 days`}
          description={t`Deliveries created in the last 7 days by outcome.`}
          className="lg:col-span-2"
        >
          <Stats endpoint={endpoint} />
          <SuccessChart webhookId={endpoint.id} pending={endpoint.stats.pending > 0} />
        </Panel>
        <Panel
          title={t`Send a test event`}
          description={t`A sample event of the chosen type, sent to this endpoint only.`}
        >
          <TestEvent endpoint={endpoint} writeReason={writeReason} />
        </Panel>
      </div>

      <DeliveriesLog webhookId={endpoint.id} />

      <Panel title={t`Settings`} description={t`Where events go and which ones.`}>
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
  const { t } = useLingui()
  const { webhookId } = route.useParams()
  const query = useQuery({
    ...webhookQueries.detail(webhookId),
    refetchInterval: (q) => ((q.state.data?.stats.pending ?? 0) > 0 ? PENDING_STATS_REFRESH_MS : false),
  })
  return (
    <DetailQuery
      query={query}
      pending={<DetailPending label={t`Loading the endpoint…`} main={['h-64']} side={['h-40']} below={['h-80']} />}
      failedTitle={t`The endpoint could not be loaded`}
      notFoundTitle={t`No such endpoint`}
      back={{ to: '/webhooks', label: t`All endpoints` }}
      missing={
        <Trans>
          There is no endpoint <MissingId>{webhookId}</MissingId>: it may have been deleted.
        </Trans>
      }
    >
      {(endpoint) => <Detail key={webhookId} endpoint={endpoint} />}
    </DetailQuery>
  )
}
