// Live traffic: visitors talking to the published chat agents at a chosen pace, seen on every open screen.
import { plural, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MockState } from '../../api/contract/mock-controls'
import { useSetMockTraffic } from '../../api/mock'
import { ErrorNotice } from '../../components/ui/error-notice'
import { toast } from '../../components/ui/toast'
import { SubSection, SwitchField } from './fields'
import { SelectField } from '../../components/ui/field'

/** Conversations started a minute; the mock takes 1–60. */
export const PACES = [1, 2, 6, 12, 30, 60] as const

export const paceLabel = (perMinute: number): string =>
  perMinute === 60 ? t`One a second` : plural(perMinute, { one: 'One a minute', other: '# a minute' })

/** The same pace inside a sentence ("Traffic pace: one a second"). */
const pacePhrase = (perMinute: number): string =>
  perMinute === 60 ? t`one a second` : plural(perMinute, { one: 'one a minute', other: '# a minute' })

/** The mock's pace may be one the menu does not list (set through the API); it is offered as it is. */
export const paceOptions = (current: number): number[] =>
  [...new Set<number>([...PACES, current])].sort((a, b) => a - b)

export function TrafficControl({ state }: { state: MockState }) {
  const { t } = useLingui()
  const setTraffic = useSetMockTraffic()
  const { enabled, per_minute: perMinute, in_progress: inProgress } = state.traffic

  const apply = (body: { enabled?: boolean; per_minute?: number }, message: string) =>
    setTraffic.mutate(body, { onSuccess: () => toast.success(message) })

  return (
    <SubSection
      title={t`Live traffic`}
      description={t`Visitors talk to the published chat agents: messages arrive over a few seconds with their tokens, webhook events, deliveries and debits. Open screens update by themselves, in every tab.`}
    >
      <div className="flex flex-col gap-4">
        <SwitchField
          label={t`Live traffic`}
          hint={
            enabled
              ? plural(inProgress, { one: '# conversation under way now.', other: '# conversations under way now.' })
              : t`Off: the workspace changes only when you act.`
          }
          checked={enabled}
          disabled={setTraffic.isPending}
          onChange={(next) => {
            const pace = pacePhrase(perMinute)
            apply({ enabled: next }, next ? t`Live traffic is on: ${pace}` : t`Live traffic is off`)
          }}
        />
        <SelectField
          label={t`Pace`}
          hint={t`How often a new conversation starts.`}
          value={String(perMinute)}
          disabled={setTraffic.isPending}
          onChange={(e) => {
            const next = Number(e.target.value)
            const pace = pacePhrase(next)
            apply({ per_minute: next }, t`Traffic pace: ${pace}`)
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
