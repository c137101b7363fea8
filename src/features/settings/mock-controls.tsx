// The demo mock's controls (POST /_mock/…), shown only in demo mode.
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { mockQueries } from '../../api/mock'
import { ErrorNotice } from '../../components/ui/error-notice'
import { Skeleton } from '../../components/ui/skeleton'
import { ClockControl } from './clock-control'
import { ConversationControl } from './conversation-control'
import { FaultsControl } from './faults-control'
import { ResetControl } from './reset-control'
import { TrialControl } from './trial-control'

export function MockControls() {
  const state = useQuery(mockQueries.state())
  const id = useId()
  return (
    <section aria-labelledby={id} aria-busy={state.isPending} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-fg text-base font-semibold">
          Demo workspace controls
        </h2>
        <p className="text-fg-muted mt-0.5 text-sm">
          The mock answers these in this browser; every open tab shares the workspace, and sees the change.
        </p>
      </div>
      {state.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : state.isError ? (
        <ErrorNotice error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ConversationControl />
            <FaultsControl state={state.data} />
          </div>
          <div className="flex flex-col gap-4">
            <ClockControl state={state.data} />
            <TrialControl state={state.data} />
            <ResetControl />
          </div>
        </div>
      )}
    </section>
  )
}
