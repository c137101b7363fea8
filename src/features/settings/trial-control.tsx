// Sets the workspace's trial: days left, ended, or on a plan.
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import type { MockState } from '../../api/contract/mock-controls'
import { useSetMockTrial } from '../../api/mock'
import { TrialBadge, TrialState } from '../../components/ui/trial-badge'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { plural } from '../../lib/format'
import { NumberField, SubSection, useNumberInput, type NumberRange } from './fields'
import { refreshEverything } from './fresh-cache'

const DAYS: NumberRange = { min: 0, max: 365, step: 1, whole: true, problem: 'Enter whole days from 0 to 365.' }

export function TrialControl({ state }: { state: MockState }) {
  const client = useQueryClient()
  const setTrial = useSetMockTrial()
  const [submitted, setSubmitted] = useState(false)
  const days = useNumberInput(DAYS, '14', submitted)

  const apply = (body: { days_left: number } | { expired: true } | { plan: true }, message: string) =>
    setTrial.mutate(body, {
      onSuccess: () => {
        refreshEverything(client)
        setSubmitted(false)
        toast.success(message)
      },
    })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (days.problem) return
    const n = Number(days.text)
    apply({ days_left: n }, `Trial set to ${plural(n, 'day')} left`)
  }

  return (
    <SubSection
      title="Trial"
      description="After the trial every API call answers 402 until the workspace is on a plan."
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <span className="text-fg-muted">Now:</span>
          <TrialState
            endsAt={state.trial_ends_at}
            now={Date.parse(state.now)}
            noteClass="text-xs"
            ended={<TrialBadge left={0} />}
          />
        </div>
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
          <NumberField label="Days left" {...days.field} className="w-32" />
          <Button type="submit" disabled={setTrial.isPending} className="mt-6.5">
            Set days left
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => apply({ expired: true }, 'The trial has ended')} disabled={setTrial.isPending}>
            End the trial now
          </Button>
          <Button onClick={() => apply({ plan: true }, 'The workspace is on a plan')} disabled={setTrial.isPending}>
            Put on a plan
          </Button>
        </div>
        {setTrial.isError ? <ErrorNotice error={setTrial.error} /> : null}
      </div>
    </SubSection>
  )
}
