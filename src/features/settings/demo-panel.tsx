// The demo panel: every control of the in-browser mock in one place, on the settings screen and
// in the header's dialog. Each control says what it does; the mock keeps its settings across reloads.
// The mock's notice (saved data replaced by the seed) is the shell's banner, shown on every screen.
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { mockQueries } from '../../api/mock'
import { Banner } from '../../components/ui/banner'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import { useCapabilities } from '../../app/capabilities'
import { ClockControl } from './clock-control'
import { ConversationControl } from './conversation-control'
import { FaultsControl } from './faults-control'
import { PseudoControl } from './pseudo-control'
import { ResetControl } from './reset-control'
import { TrafficControl } from './traffic-control'
import { TrialControl } from './trial-control'
import { WalletControl } from './wallet-control'

/** While traffic runs, its count of conversations under way changes with no change notification. */
const TRAFFIC_POLL_MS = 2_000

function Columns({ layout, children }: { layout: 'page' | 'dialog'; children: [ReactNode, ReactNode] }) {
  if (layout === 'dialog') return <div className="flex flex-col gap-4">{children}</div>
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">{children[0]}</div>
      <div className="flex flex-col gap-4">{children[1]}</div>
    </div>
  )
}

/**
 * The controls drive the mock itself, beside the API, so a key's limits do not apply to them.
 * Under a read-only or locked key that is said before anything is reset or drained.
 */
function KeyNote() {
  const caps = useCapabilities().data
  if (!caps || (caps.scope !== 'read' && !caps.locked)) return null
  const product = caps.lockedProduct?.name
  return (
    <Banner tone="info">
      {caps.scope === 'read' ? (
        <Trans>
          These controls act on the demo itself, in this browser, not through your API key. The key can only read, yet
          resetting the workspace, draining the wallet or injecting faults changes the whole demo all the same.
        </Trans>
      ) : product ? (
        <Trans>
          These controls act on the demo itself, in this browser, not through your API key. The key is locked to{' '}
          <bdi translate="no">{product}</bdi>, yet resetting the workspace, draining the wallet or injecting faults
          changes the whole demo all the same.
        </Trans>
      ) : (
        <Trans>
          These controls act on the demo itself, in this browser, not through your API key. The key is locked to one
          product, yet resetting the workspace, draining the wallet or injecting faults changes the whole demo all the
          same.
        </Trans>
      )}
    </Banner>
  )
}

export function DemoPanel({ layout }: { layout: 'page' | 'dialog' }) {
  const state = useQuery({
    ...mockQueries.state(),
    refetchInterval: (query) => (query.state.data?.traffic.enabled ? TRAFFIC_POLL_MS : false),
  })
  if (state.isPending)
    return (
      <div role="status" aria-live="polite" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <span className="sr-only">
          <Trans>Loading the demo controls…</Trans>
        </span>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    )
  if (state.isError)
    return <ErrorNotice error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} />
  return (
    <div className="flex flex-col gap-4">
      <KeyNote />
      <Columns layout={layout}>
        <>
          <TrafficControl state={state.data} />
          <ConversationControl />
          <FaultsControl state={state.data} />
          <PseudoControl />
        </>
        <>
          <ClockControl state={state.data} />
          <WalletControl />
          <TrialControl state={state.data} />
          <ResetControl state={state.data} />
        </>
      </Columns>
    </div>
  )
}
