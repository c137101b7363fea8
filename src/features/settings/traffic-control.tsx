// Live traffic: visitors talking to the published chat agents at a chosen pace, seen on every open screen.
import type { MockState } from '../../api/contract/mock-controls'
import { useSetMockTraffic } from '../../api/mock'
import { ErrorNotice } from '../../components/ui/error-notice'
import { toast } from '../../components/ui/toast'
import { plural } from '../../lib/format'
import { SubSection, SwitchField } from './fields'
import { SelectField } from '../../components/ui/field'

/** Conversations started a minute; the mock takes 1–60. */
export const PACES = [1, 2, 6, 12, 30, 60] as const

export const paceLabel = (perMinute: number) =>
  perMinute === 60 ? 'One a second' : perMinute === 1 ? 'One a minute' : `${perMinute} a minute`

/** The mock's pace may be one the menu does not list (set through the API); it is offered as it is. */
export const paceOptions = (current: number): number[] =>
  [...new Set<number>([...PACES, current])].sort((a, b) => a - b)

export function TrafficControl({ state }: { state: MockState }) {
  const setTraffic = useSetMockTraffic()
  const { enabled, per_minute: perMinute, in_progress: inProgress } = state.traffic

  const apply = (body: { enabled?: boolean; per_minute?: number }, message: string) =>
    setTraffic.mutate(body, { onSuccess: () => toast.success(message) })

  return (
    <SubSection
      title="Live traffic"
      description="Visitors talk to the published chat agents: messages arrive over a few seconds with their tokens, webhook events, deliveries and debits. Open screens update by themselves, in every tab."
    >
      <div className="flex flex-col gap-4">
        <SwitchField
          label="Live traffic"
          hint={
            enabled
              ? `${plural(inProgress, 'conversation')} under way now.`
              : 'Off: the workspace changes only when you act.'
          }
          checked={enabled}
          disabled={setTraffic.isPending}
          onChange={(next) =>
            apply(
              { enabled: next },
              next ? `Live traffic is on: ${paceLabel(perMinute).toLowerCase()}` : 'Live traffic is off',
            )
          }
        />
        <SelectField
          label="Pace"
          hint="How often a new conversation starts."
          value={String(perMinute)}
          disabled={setTraffic.isPending}
          onChange={(e) => {
            const next = Number(e.target.value)
            apply({ per_minute: next }, `Traffic pace: ${paceLabel(next).toLowerCase()}`)
          }}
          className="max-w-56"
        >
          {paceOptions(perMinute).map((p) => (
            <option key={p} value={p}>
              {paceLabel(p)}
            </option>
          ))}
        </SelectField>
        {setTraffic.isError ? <ErrorNotice error={setTraffic.error} /> : null}
      </div>
    </SubSection>
  )
}
