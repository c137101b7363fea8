// Injects faults into the mock's API answers, to see how every screen copes.
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import type { MockState } from '../../api/contract/mock-controls'
import { useSetMockFaults } from '../../api/mock'
import { faultsInForce } from '../../lib/demo-faults'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { CheckboxField, NumberField, SubSection, useNumberInput, type NumberRange } from './fields'
import { refreshEverything } from './fresh-cache'
import { formatCount } from '../../lib/format'

type Faults = MockState['faults']
type Switch = 'rate_limit_burst' | 'offline' | 'break_contract' | 'fail_next_refresh' | 'deprecate'

/** The on/off faults, in the order the form lists them. */
const SWITCHES: readonly { key: Switch; label: string; hint: string }[] = [
  {
    key: 'rate_limit_burst',
    label: '429 burst',
    hint: 'The next key to call the API uses up its requests for the current minute: every call it makes answers 429 Too Many Requests until the minute ends (Retry-After up to 60 s). The app waits that out, says so and retries.',
  },
  {
    key: 'offline',
    label: 'Offline',
    hint: 'Every API request fails as if the network were down. These controls keep working, so you can turn it off here.',
  },
  {
    key: 'break_contract',
    label: 'Break the contract',
    hint: 'Every answer comes back in a shape the contract does not allow.',
  },
  {
    key: 'fail_next_refresh',
    label: 'Fail the next refresh',
    hint: 'The next knowledge-source refresh ends failed, which blocks publishing the products that use it.',
  },
  {
    key: 'deprecate',
    label: 'Deprecation headers',
    hint: 'Every answer carries Deprecation and Sunset headers, so the deprecation banner shows.',
  },
]

const MAX_LATENCY_MS = 30_000

const LATENCY: NumberRange = {
  min: 0,
  max: MAX_LATENCY_MS,
  step: 100,
  whole: true,
  problem: `Enter whole milliseconds from 0 to ${formatCount(MAX_LATENCY_MS)}.`,
}

/** A percentage, as the form shows the mock's share of failing calls. */
const ERROR_RATE: NumberRange = {
  min: 0,
  max: 100,
  step: 5,
  whole: false,
  problem: 'Enter a percentage from 0 to 100.',
}

/** Remounted (by key) whenever the mock's faults change, so the form starts from what is in force. */
function FaultsForm({ faults }: { faults: Faults }) {
  const client = useQueryClient()
  const setFaults = useSetMockFaults()
  const [switches, setSwitches] = useState<Record<Switch, boolean>>(() => ({
    rate_limit_burst: faults.rate_limit_burst,
    offline: faults.offline,
    break_contract: faults.break_contract,
    fail_next_refresh: faults.fail_next_refresh,
    deprecate: faults.deprecate,
  }))
  const [submitted, setSubmitted] = useState(false)
  const latency = useNumberInput(LATENCY, String(faults.latency_ms), submitted)
  const errorRate = useNumberInput(ERROR_RATE, String(Math.round(faults.error_rate * 1000) / 10), submitted)

  // Not mutate()'s own callbacks: they are dropped when the new faults remount this form first.
  const apply = (next: Partial<Faults>, message: string) =>
    setFaults.mutateAsync(next).then(
      () => {
        refreshEverything(client)
        toast.success(message)
      },
      () => undefined, // shown below from the mutation's state
    )

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (latency.problem || errorRate.problem) return
    void apply(
      {
        latency_ms: Number(latency.text),
        error_rate: Number(errorRate.text) / 100,
        ...switches,
      },
      'Faults applied',
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Latency (ms)"
          {...latency.field}
          hint="Added to every API answer, to see progress and time-outs."
        />
        <NumberField
          label="Error rate (%)"
          {...errorRate.field}
          hint="Share of API calls that answer 500 Internal Server Error."
        />
      </div>
      <div className="flex flex-col gap-3">
        {SWITCHES.map(({ key, label, hint }) => (
          <CheckboxField
            key={key}
            label={label}
            hint={hint}
            checked={switches[key]}
            onChange={(e) => setSwitches((now) => ({ ...now, [key]: e.target.checked }))}
          />
        ))}
      </div>
      {setFaults.isError ? <ErrorNotice error={setFaults.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={setFaults.isPending}>
          Apply faults
        </Button>
        <Button onClick={() => void apply({}, 'All faults cleared')} disabled={setFaults.isPending}>
          Clear all faults
        </Button>
      </div>
    </form>
  )
}

export function FaultsControl({ state }: { state: MockState }) {
  const active = faultsInForce(state.faults)
  return (
    <SubSection title="Faults" description="Make the mock slow, flaky or wrong, to see how each screen copes.">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <span className="text-fg-muted">In force:</span>
          {active.length === 0 ? (
            <Badge tone="success">None</Badge>
          ) : (
            active.map((a) => (
              <Badge key={a} tone="warning">
                {a}
              </Badge>
            ))
          )}
        </div>
        <FaultsForm key={JSON.stringify(state.faults)} faults={state.faults} />
      </div>
    </SubSection>
  )
}
