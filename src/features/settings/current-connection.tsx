// The connection in use: where requests go, how the key is kept, and what it may do.
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
import { DEMO_KEYS, startDemo, useDemoStatus, type DemoStatus } from '../../app/demo'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-fg-muted shrink-0 text-sm sm:w-36">{label}</dt>
      <dd className="text-fg min-w-0 text-sm break-words">{children}</dd>
    </div>
  )
}

const KEEPING: Record<Exclude<KeyKeeping, null>, string> = {
  memory: 'Kept in memory only: reloading the page or closing the tab forgets it.',
  session: 'Remembered for this browser session, until the tab is closed.',
  forgotten: 'Not entered: it was kept in memory only and the page has reloaded since.',
}

function MockStatus({ status }: { status: DemoStatus }) {
  const [retrying, setRetrying] = useState(false)
  switch (status.state) {
    case 'ready':
      return (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="success">Running</Badge>
          <span className="text-fg-muted">
            {status.shared ? 'Every tab of this browser shares one workspace.' : 'This tab has its own workspace.'}
          </span>
        </span>
      )
    case 'failed':
      return (
        <span className="flex flex-col items-start gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="danger">Did not start</Badge>
            <span>{status.message}</span>
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
            Try again
          </Button>
        </span>
      )
    default:
      return <Badge tone="neutral">Starting…</Badge>
  }
}

/** Scope and product lock as the probes found them (useCapabilities). */
function Abilities() {
  const caps = useCapabilities()
  if (caps.isPending)
    return (
      <span className="flex flex-col gap-1.5" aria-busy="true">
        <span className="sr-only">Checking what this key may do…</span>
        <Skeleton className="h-5 w-40" />
      </span>
    )
  if (caps.isError) {
    const { title } = explainError(caps.error)
    // A fault or an outage passes: asking again here spares a reload.
    return (
      <span role="alert" className="text-fg-muted flex flex-wrap items-center gap-x-2 gap-y-1">
        Could not tell: {title.toLowerCase()}.
        <Button size="sm" onClick={() => void caps.refetch()} busy={caps.isFetching}>
          Retry
        </Button>
      </span>
    )
  }
  const { scope, locked, lockedProduct } = caps.data
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={scope === 'write' ? 'accent' : 'neutral'}>
        {scope === 'write' ? 'Read and write' : 'Read only'}
      </Badge>
      <Badge tone={locked ? 'warning' : 'neutral'}>
        {locked ? `Locked to ${lockedProduct?.name ?? 'one product'}` : 'Whole workspace'}
      </Badge>
    </span>
  )
}

export function CurrentConnection() {
  const config = useApiConfig()
  const keeping = useKeyKeeping()
  const status = useDemoStatus()
  const [leaving, setLeaving] = useState(false)
  const demoKey = DEMO_KEYS.find((k) => k.key === config.apiKey)

  const backToDemo = async () => {
    setLeaving(true)
    try {
      await switchToDemo()
      toast.success('Back in demo mode', { description: 'The real API’s key was forgotten.' })
    } catch (e) {
      toast.error('Demo mode did not start', { description: e instanceof Error ? e.message : String(e) })
    } finally {
      setLeaving(false)
    }
  }

  return (
    <Panel
      title="Current connection"
      actions={
        config.mode === 'remote' ? (
          <Button onClick={() => void backToDemo()} busy={leaving}>
            Back to demo mode
          </Button>
        ) : null
      }
    >
      <dl className="flex flex-col gap-3">
        <Row label="Mode">
          {config.mode === 'demo' ? <Badge tone="accent">Demo workspace</Badge> : <Badge>Real API</Badge>}
        </Row>
        <Row label="Base URL">
          {config.mode === 'demo' ? (
            <span>
              <code className="font-mono">/v1</code> <span className="text-fg-muted">answered in this browser</span>
            </span>
          ) : (
            <code className="font-mono break-all">{config.baseUrl}</code>
          )}
        </Row>
        {config.mode === 'demo' ? (
          <>
            <Row label="Mock API">
              <MockStatus status={status} />
            </Row>
            <Row label="Key">
              {demoKey ? (
                <span>
                  {demoKey.label} <code className="text-fg-muted font-mono">{demoKey.key}</code>
                </span>
              ) : (
                'None'
              )}
            </Row>
          </>
        ) : (
          <Row label="Key">{keeping ? KEEPING[keeping] : 'Kept in memory only.'}</Row>
        )}
        <Row label="What it may do">
          {config.apiKey ? <Abilities /> : <span className="text-fg-muted">Nothing until a key is entered.</span>}
        </Row>
      </dl>
    </Panel>
  )
}
