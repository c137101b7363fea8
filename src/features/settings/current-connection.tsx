// The connection in use: where requests go, how the key is kept, and what it may do.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { explainError } from '../../components/ui/explain-error'
import { Panel } from '../../components/ui/panel'
import { Skeleton } from '../../components/ui/skeleton'
import { toast } from '../../components/ui/toast'
import { useApiConfig, useCapabilities } from '../../app/capabilities'
import { switchToDemo } from '../../app/connect'
import { useKeyKeeping, type KeyKeeping } from '../../app/connection'
import { DEMO_KEYS, demoKeyLabel, startDemo, useDemoStatus, type DemoStatus } from '../../app/demo'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-fg-muted shrink-0 text-sm sm:w-36">{label}</dt>
      <dd className="text-fg min-w-0 text-sm break-words">{children}</dd>
    </div>
  )
}

const KEEPING: Record<Exclude<KeyKeeping, null>, MessageDescriptor> = {
  memory: msg`Kept in memory only: reloading the page or closing the tab forgets it.`,
  session: msg`Remembered for this browser session, until the tab is closed.`,
  forgotten: msg`Not entered: it was kept in memory only and the page has reloaded since.`,
}

function MockStatus({ status }: { status: DemoStatus }) {
  const { t } = useLingui()
  const [retrying, setRetrying] = useState(false)
  switch (status.state) {
    case 'ready':
      return (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="success">
            <Trans>Running</Trans>
          </Badge>
          <span className="text-fg-muted">
            {status.shared ? t`Every tab of this browser shares one workspace.` : t`This tab has its own workspace.`}
          </span>
        </span>
      )
    case 'failed':
      return (
        <span className="flex flex-col items-start gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="danger">
              <Trans>Did not start</Trans>
            </Badge>
            {/* The mock's own words, as it wrote them. */}
            <span translate="no" lang="en">
              {status.message}
            </span>
          </span>
          <Button
            size="sm"
            busy={retrying}
            onClick={() => {
              setRetrying(true)
              startDemo()
                .catch(() => undefined)
                .finally(() => setRetrying(false))
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </span>
      )
    default:
      return (
        <Badge tone="neutral">
          <Trans>Starting…</Trans>
        </Badge>
      )
  }
}

/** Scope and product lock as the probes found them (useCapabilities). */
function Abilities() {
  const { t } = useLingui()
  const caps = useCapabilities()
  if (caps.isPending)
    return (
      <span className="flex flex-col gap-1.5" aria-busy="true">
        <span className="sr-only">
          <Trans>Checking what this key may do…</Trans>
        </span>
        <Skeleton className="h-5 w-40" />
      </span>
    )
  if (caps.isError) {
    const { title } = explainError(caps.error)
    // A fault or an outage passes: asking again here spares a reload.
    return (
      <span role="alert" className="text-fg-muted flex flex-wrap items-center gap-x-2 gap-y-1">
        <Trans>Could not tell: {title}</Trans>
        <Button size="sm" onClick={() => void caps.refetch()} busy={caps.isFetching}>
          <Trans>Retry</Trans>
        </Button>
      </span>
    )
  }
  const { scope, locked, lockedProduct } = caps.data
  const product = lockedProduct?.name
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={scope === 'write' ? 'accent' : 'neutral'}>
        {scope === 'write' ? t`Read and write` : t`Read only`}
      </Badge>
      <Badge tone={locked ? 'warning' : 'neutral'}>
        {!locked ? (
          t`Whole workspace`
        ) : product ? (
          <Trans>
            Locked to <bdi translate="no">{product}</bdi>
          </Trans>
        ) : (
          t`Locked to one product`
        )}
      </Badge>
    </span>
  )
}

export function CurrentConnection() {
  const { t, i18n } = useLingui()
  const config = useApiConfig()
  const keeping = useKeyKeeping()
  const status = useDemoStatus()
  const [leaving, setLeaving] = useState(false)
  const demoKey = DEMO_KEYS.find((k) => k.key === config.apiKey)

  const backToDemo = async () => {
    setLeaving(true)
    try {
      await switchToDemo()
      toast.success(t`Back in demo mode`, { description: t`The real API’s key was forgotten.` })
    } catch (e) {
      toast.error(t`Demo mode did not start`, { description: e instanceof Error ? e.message : String(e) })
    } finally {
      setLeaving(false)
    }
  }

  return (
    <Panel
      title={t`Current connection`}
      actions={
        config.mode === 'remote' ? (
          <Button onClick={() => void backToDemo()} busy={leaving}>
            <Trans>Back to demo mode</Trans>
          </Button>
        ) : null
      }
    >
      <dl className="flex flex-col gap-3">
        <Row label={t`Mode`}>
          {config.mode === 'demo' ? (
            <Badge tone="accent">
              <Trans>Demo workspace</Trans>
            </Badge>
          ) : (
            <Badge>
              <Trans>Real API</Trans>
            </Badge>
          )}
        </Row>
        <Row label={t`Base URL`}>
          {config.mode === 'demo' ? (
            <Trans>
              <code className="font-mono" translate="no" dir="ltr">
                /v1
              </code>{' '}
              <span className="text-fg-muted">answered in this browser</span>
            </Trans>
          ) : (
            <code className="font-mono break-all" translate="no" dir="ltr">
              {config.baseUrl}
            </code>
          )}
        </Row>
        {config.mode === 'demo' ? (
          <>
            <Row label={t`Mock API`}>
              <MockStatus status={status} />
            </Row>
            <Row label={t`Key`}>
              {demoKey ? (
                <span>
                  {demoKeyLabel(demoKey.key)}{' '}
                  <code className="text-fg-muted font-mono" translate="no" dir="ltr">
                    {demoKey.key}
                  </code>
                </span>
              ) : (
                t`None`
              )}
            </Row>
          </>
        ) : (
          <Row label={t`Key`}>{keeping ? i18n._(KEEPING[keeping]) : t`Kept in memory only.`}</Row>
        )}
        <Row label={t`What it may do`}>
          {config.apiKey ? (
            <Abilities />
          ) : (
            <span className="text-fg-muted">
              <Trans>Nothing until a key is entered.</Trans>
            </span>
          )}
        </Row>
      </dl>
    </Panel>
  )
}
