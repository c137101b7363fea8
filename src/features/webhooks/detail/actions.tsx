// The endpoint's actions and their confirmations: test event, rotate secret, disable,
// delete, reactivate (with recovery of what was missed) and recover.
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import {
  EVENT_TYPES,
  LIMIT_MAX,
  MAX_SCHEDULED_ATTEMPTS,
  type EventType,
  type WebhookEndpoint,
} from '../../../api/contract'
import {
  RECENT_MAX_PAGES,
  webhookQueries,
  useDeleteWebhook,
  useDisableWebhook,
  useReactivateWebhook,
  useRecoverWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
} from '../../../api/webhooks'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/toast'
import { formatDateTime } from '../../../lib/format'
import { useNow } from '../../../app/mock-clock'
import { sentence } from '../../../lib/sentence'
import { fromLocalInput, toLocalInput } from '../time-input'
import { defaultRecoverSince, troubleSince } from './recover-since'
import { TextField } from '../../../components/ui/field'
import { knownEvents } from '../labels'

/** The default "since" of a recovery; null while the endpoint's failed and skipped deliveries are read. */
function useDefaultSince(endpoint: WebhookEndpoint, enabled: boolean): string | null {
  const clockNow = useNow()
  const troubled = troubleSince(endpoint) !== null
  const query = useQuery({
    ...webhookQueries.deliveries(endpoint.id, { status: ['failed', 'skipped'], limit: LIMIT_MAX }),
    enabled: enabled && troubled,
  })
  if (!troubled || query.isError) return defaultRecoverSince(endpoint, [], clockNow)
  return query.data ? defaultRecoverSince(endpoint, query.data.data, clockNow) : null
}

/**
 * The time a recovery starts from: the default until the user picks one. `iso` is
 * null while the default is still being worked out or the field holds no time.
 */
function useSince(endpoint: WebhookEndpoint, open: boolean) {
  const [chosen, setChosen] = useState<string | null>(null)
  const fallback = useDefaultSince(endpoint, open)
  const value = chosen ?? (fallback ? toLocalInput(fallback) : '')
  return {
    value,
    iso: fromLocalInput(value),
    loading: chosen === null && fallback === null,
    /** The default follows the endpoint's trouble; without any it is a day ago. */
    fromTrouble: troubleSince(endpoint) !== null,
    set: setChosen,
    reset: () => setChosen(null),
  }
}

/** How many deliveries a recovery from `since` would send again, said before the click. */
function RecoverCount({ endpoint, since }: { endpoint: WebhookEndpoint; since: string }) {
  const { t } = useLingui()
  const query = useQuery(webhookQueries.recentDeliveries(endpoint.id, since, RECENT_MAX_PAGES, ['failed', 'skipped']))
  const attempts = MAX_SCHEDULED_ATTEMPTS
  const count = query.data?.deliveries.length ?? 0
  const text = query.isPending
    ? t`Counting what failed or was skipped since then…`
    : query.isError
      ? t`The deliveries to send again could not be counted; the result says how many went.`
      : count === 0
        ? t`Nothing failed or was skipped since then: there is nothing to send again.`
        : query.data.complete
          ? plural(count, {
              one: `# delivery will be sent again. Each starts a new run of up to ${attempts} attempts, as a new delivery does; deliveries that succeeded or are pending are left alone.`,
              other: `# deliveries will be sent again. Each starts a new run of up to ${attempts} attempts, as a new delivery does; deliveries that succeeded or are pending are left alone.`,
            })
          : plural(count, {
              one: `More than # delivery will be sent again. Each starts a new run of up to ${attempts} attempts, as a new delivery does; deliveries that succeeded or are pending are left alone.`,
              other: `More than # deliveries will be sent again. Each starts a new run of up to ${attempts} attempts, as a new delivery does; deliveries that succeeded or are pending are left alone.`,
            })
  return (
    <p role="status" className="text-fg text-sm">
      {text}
    </p>
  )
}

function SinceField({ since, endpoint }: { since: ReturnType<typeof useSince>; endpoint: WebhookEndpoint }) {
  const { t } = useLingui()
  const error = since.loading || since.iso ? null : t`Choose a date and time.`
  return (
    <>
      <TextField
        label={t`Since`}
        type="datetime-local"
        value={since.value}
        disabled={since.loading}
        onChange={(e) => since.set(e.target.value)}
        error={error}
        // The error replaces the hint: it says what the field still needs.
        hint={
          error
            ? null
            : since.loading
              ? t`Finding the first delivery that failed…`
              : since.fromTrouble
                ? t`Your local time, from the first delivery that failed since the endpoint began failing. Failed and skipped deliveries created at or after it are sent again, oldest first.`
                : t`Your local time. Failed and skipped deliveries created at or after it are sent again, oldest first.`
        }
      />
      {since.iso ? <RecoverCount endpoint={endpoint} since={since.iso} /> : null}
    </>
  )
}

async function recoverSince(
  recover: ReturnType<typeof useRecoverWebhook>,
  endpoint: WebhookEndpoint,
  since: string,
): Promise<number> {
  const result = await recover.mutateAsync({ id: endpoint.id, body: { since } })
  return result.recovered
}

const recoveredToast = (title: string, n: number, iso: string) => {
  const since = formatDateTime(iso)
  toast.success(title, {
    description:
      n === 0
        ? t`Nothing failed or was skipped since ${since}.`
        : plural(n, { one: `# delivery since ${since} sent again.`, other: `# deliveries since ${since} sent again.` }),
  })
}

/** A dialog opened again starts from its defaults (ConfirmDialog clears its own error). */
const resettingOnOpen =
  (onOpenChange: (open: boolean) => void, ...resets: { reset: () => void }[]) =>
  (next: boolean) => {
    if (next) for (const r of resets) r.reset()
    onOpenChange(next)
  }

/** Why a recovery cannot start yet. */
const chooseTime = () => t`Choose a date and time first.`

export interface DialogProps {
  endpoint: WebhookEndpoint
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Reactivating sends nothing by itself: events meanwhile were skipped. The dialog
 * says so and offers to recover failed and skipped deliveries since a chosen time.
 * When the endpoint comes back but the recovery fails, the dialog turns into the
 * recovery on its own, with the error, since the endpoint is active by then.
 */
export function ReactivateDialog({ endpoint, open, onOpenChange }: DialogProps) {
  const { t } = useLingui()
  const reactivate = useReactivateWebhook()
  const recover = useRecoverWebhook()
  const [alsoRecover, setAlsoRecover] = useState(true)
  const [stage, setStage] = useState<'reactivate' | 'recover'>('reactivate')
  const since = useSince(endpoint, open)
  const checkId = useId()
  const needsTime = (stage === 'recover' || alsoRecover) && !since.iso
  const restart = {
    reset: () => {
      setStage('reactivate')
      setAlsoRecover(true)
    },
  }

  const confirm = async () => {
    if (stage === 'recover') {
      if (since.iso)
        recoveredToast(t`Deliveries recovered`, await recoverSince(recover, endpoint, since.iso), since.iso)
      return
    }
    await reactivate.mutateAsync(endpoint.id)
    if (!alsoRecover || !since.iso) {
      toast.success(t`Endpoint reactivated`, { description: t`New events are delivered from now on.` })
      return
    }
    let n: number
    try {
      n = await recoverSince(recover, endpoint, since.iso)
    } catch (e) {
      // Pinned: the reactivated endpoint has no trouble left to work the default out from.
      since.set(since.value)
      setStage('recover')
      toast.success(t`Endpoint reactivated`, { description: t`The recovery did not go through: try it again.` })
      throw e
    }
    recoveredToast(t`Endpoint reactivated`, n, since.iso)
  }

  const retrying = stage === 'recover'
  const disabledAt = endpoint.disabled_at ? formatDateTime(endpoint.disabled_at) : null
  return (
    // One dialog in both stages, so the failed recovery's error stays in it as it turns into the retry.
    <ConfirmDialog
      open={open}
      onOpenChange={resettingOnOpen(onOpenChange, since, restart)}
      tone="primary"
      onConfirm={confirm}
      confirmDisabledReason={needsTime ? chooseTime() : null}
      {...(retrying
        ? {
            title: t`Recover what it missed`,
            confirmLabel: t`Recover deliveries`,
            description: t`The endpoint is active again and receives new events. Recovering what failed or was skipped did not go through.`,
          }
        : {
            title: t`Reactivate this endpoint?`,
            confirmLabel: alsoRecover ? t`Reactivate and recover` : t`Reactivate`,
            description: t`New events will be delivered again from now on.`,
          })}
    >
      {retrying ? (
        <SinceField since={since} endpoint={endpoint} />
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            {disabledAt ? (
              <Trans>
                While it was disabled (since {disabledAt}), its events were <strong>skipped</strong>, and retries under
                way were cancelled. Reactivating replays none of them by itself.
              </Trans>
            ) : (
              <Trans>
                While it was disabled, its events were <strong>skipped</strong>, and retries under way were cancelled.
                Reactivating replays none of them by itself.
              </Trans>
            )}
          </p>
          <div className="border-line flex flex-col gap-3 rounded-md border p-3">
            <label htmlFor={checkId} className="flex items-start gap-2.5">
              <input
                id={checkId}
                type="checkbox"
                checked={alsoRecover}
                onChange={(e) => setAlsoRecover(e.target.checked)}
                className="accent-accent mt-0.5 size-4"
              />
              <span>{t`Also recover failed and skipped deliveries`}</span>
            </label>
            {alsoRecover ? <SinceField since={since} endpoint={endpoint} /> : null}
          </div>
        </div>
      )}
    </ConfirmDialog>
  )
}

/** Recover on an active endpoint: re-queue what failed or was skipped since a time. */
export function RecoverDialog({ endpoint, open, onOpenChange }: DialogProps) {
  const { t } = useLingui()
  const recover = useRecoverWebhook()
  const since = useSince(endpoint, open)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={resettingOnOpen(onOpenChange, since)}
      title={t`Recover failed and skipped deliveries`}
      tone="primary"
      confirmLabel={t`Recover deliveries`}
      description={t`Sends again what failed or was skipped since a time you choose.`}
      confirmDisabledReason={since.iso ? null : chooseTime()}
      onConfirm={async () => {
        if (!since.iso) return
        const n = await recoverSince(recover, endpoint, since.iso)
        const from = formatDateTime(since.iso)
        toast.success(
          n === 0
            ? t`Nothing to recover`
            : plural(n, { one: '# delivery sent again', other: '# deliveries sent again' }),
          { description: t`Failed and skipped since ${from}.` },
        )
      }}
    >
      <SinceField since={since} endpoint={endpoint} />
    </ConfirmDialog>
  )
}

export function DisableDialog({ endpoint, open, onOpenChange }: DialogProps) {
  const { t } = useLingui()
  const disable = useDisableWebhook()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Disable this endpoint?`}
      confirmLabel={t`Disable endpoint`}
      description={t`Pending retries are cancelled, and events from now on are recorded as skipped instead of sent.`}
      onConfirm={async () => {
        await disable.mutateAsync(endpoint.id)
        toast.success(t`Endpoint disabled`, { description: t`Reactivate it to receive events again.` })
      }}
    />
  )
}

export function DeleteDialog({ endpoint, open, onOpenChange }: DialogProps) {
  const { t } = useLingui()
  const url = endpoint.url
  const remove = useDeleteWebhook()
  const navigate = useNavigate()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete this endpoint?`}
      confirmLabel={t`Delete endpoint`}
      description={
        <Trans>
          <bdi translate="no" dir="ltr" className="font-mono break-all">
            {url}
          </bdi>{' '}
          stops receiving events, and its delivery log is deleted with it. This cannot be undone.
        </Trans>
      }
      onConfirm={async () => {
        await remove.mutateAsync(endpoint.id)
        toast.success(t`Endpoint deleted`)
        await navigate({ to: '/webhooks' })
      }}
    />
  )
}

export function RotateDialog({
  endpoint,
  open,
  onOpenChange,
  onRotated,
}: DialogProps & { onRotated: (secret: string) => void }) {
  const { t } = useLingui()
  const rotate = useRotateWebhookSecret()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Rotate the signing secret?`}
      tone="primary"
      confirmLabel={t`Rotate secret`}
      description={t`A new secret starts signing now, and the current one keeps signing for 24 hours. What receivers see depends on the header they check:`}
      onConfirm={async () => {
        const rotated = await rotate.mutateAsync(endpoint.id)
        onRotated(rotated.secret)
        toast.success(t`Secret rotated`, { description: t`Copy the new secret now.` })
      }}
    >
      <ul className="text-fg-muted mb-3 flex list-disc flex-col gap-1.5 ps-5 text-sm">
        <li>
          <Trans>
            <strong className="text-fg">webhook-signature</strong> (Standard Webhooks) carries both signatures for 24
            hours: switch these receivers to the new secret whenever you like.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong className="text-fg">X-Webhook-Signature-256</strong> carries one signature: the current secret’s for
            24 hours, then only the new one’s. Let these receivers accept either secret before then, or move them to
            Standard Webhooks.
          </Trans>
        </li>
      </ul>
      {endpoint.previous_secret_expires_at ? (
        <p className="text-warning mb-2 font-medium">
          <Trans>A rotation is already overlapping: the oldest secret stops signing at once if you rotate again.</Trans>
        </p>
      ) : null}
    </ConfirmDialog>
  )
}

/** Pick an event type and send a sample of it to this endpoint only. */
export function TestEvent({ endpoint, writeReason }: { endpoint: WebhookEndpoint; writeReason: string | null }) {
  const { t } = useLingui()
  const send = useSendTestEvent()
  const [type, setType] = useState<EventType>(knownEvents(endpoint)[0] ?? 'message.completed')
  const id = useId()
  const reason =
    writeReason ?? (endpoint.status === 'disabled' ? t`The endpoint is disabled; reactivate it first.` : null)
  const fire = async () => {
    try {
      const delivery = await send.mutateAsync({ id: endpoint.id, body: { event_type: type } })
      const first = delivery.attempts[0]
      const status = first?.response_status ?? ''
      const error = first?.error ?? ''
      // A receiver's detail is a sentence of its own, with its own full stop.
      const outcome = first
        ? first.error === null
          ? t`The receiver answered ${status}.`
          : first.error_detail
            ? sentence(first.error_detail)
            : t`The attempt failed: ${error}.`
        : t`The receiver has not been called yet.`
      toast[first && first.error === null ? 'success' : 'warning'](t`Test ${type} sent`, {
        description: t`${outcome} It is at the top of the delivery log.`,
      })
    } catch (e) {
      toast.apiError(e, t`The test event was not sent`)
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-fg-muted text-xs font-medium">{t`Test event type`}</label>
        <select
          id={id}
          value={type}
          onChange={(e) => setType(EVENT_TYPES.find((t) => t === e.target.value) ?? type)}
          translate="no"
          className="border-line-strong bg-surface text-fg h-9 rounded-md border px-2.5 font-mono text-sm"
        >
          {EVENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={() => void fire()} busy={send.isPending} disabledReason={reason}>
        {send.isPending ? t`Sending…` : t`Send test event`}
      </Button>
    </div>
  )
}
