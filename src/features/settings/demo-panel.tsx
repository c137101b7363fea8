// The demo panel: every control of the in-browser mock in one place, on the settings screen and
// in the header's dialog. Each control says what it does; the mock keeps its settings across reloads.
// The mock's notice (saved data replaced by the seed) is the shell's banner, shown on every screen.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { mockQueries } from '../../api/mock'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import { ClockControl } from './clock-control'
import { ConversationControl } from './conversation-control'
import { FaultsControl } from './faults-control'
import { ResetControl } from './reset-control'
import { TrafficControl } from './traffic-control'
import { TrialControl } from './trial-control'
import { WalletControl } from './wallet-control'

/** While traffic runs, its count of conversations under way changes with no change notification. */
const TRAFFIC_POLL_MS = 2_000

function Columns({ layout, children }: { layout: 'page' | 'dialog'; children: [ReactNode, ReactNode] }) {
  if (layout === 'dialog') return <div className="flex flex-col gap-4">{children}</div>
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">{children[0]}</div>
      <div className="flex flex-col gap-4">{children[1]}</div>
    </div>
  )
}

export function DemoPanel({ layout }: { layout: 'page' | 'dialog' }) {
  const state = useQuery({
    ...mockQueries.state(),
    refetchInterval: (query) => (query.state.data?.traffic.enabled ? TRAFFIC_POLL_MS : false),
  })
  if (state.isPending)
    return (
      <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">Loading the demo controls…</span>
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
      <Columns layout={layout}>
        <>
          <TrafficControl state={state.data} />
          <ConversationControl />
          <FaultsControl state={state.data} />
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
