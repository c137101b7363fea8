// Injects faults into the mock's API answers, to see how every screen copes.
import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import type { MockState } from '../../api/contract/mock-controls'
import { useSetMockFaults } from '../../api/mock'
import { faultsInForce } from '../../components/demo/demo-words'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { CheckboxField, NumberField, SubSection, useNumberInput, type NumberRange } from './fields'
import { refreshEverything } from './fresh-cache'
import { formatCount } from '../../lib/format'

type Faults = MockState['faults']
type Switch = 'rate_limit_burst' | 'offline' | 'break_contract' | 'fail_next_refresh' | 'deprecate'

/** The on/off faults, in the order the form lists them. */
const SWITCHES: readonly { key: Switch; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    key: 'rate_limit_burst',
    label: msg`429 burst`,
    hint: msg`The next key to call the API uses up its requests for the current minute: every call it makes answers 429 Too Many Requests until the minute ends (Retry-After up to 60 s). The app waits that out, says so and retries.`,
  },
  {
    key: 'offline',
    label: msg`Offline`,
    hint: msg`Every API request fails as if the network were down. These controls keep working, so you can turn it off here.`,
  },
  {
    key: 'break_contract',
    label: msg`Break the contract`,
    hint: msg`Every answer comes back in a shape the contract does not allow.`,
  },
  {
    key: 'fail_next_refresh',
    label: msg`Fail the next refresh`,
    hint: msg`The next knowledge-source refresh ends failed, which blocks publishing the products that use it.`,
  },
  {
    key: 'deprecate',
    label: msg`Deprecation headers`,
    hint: msg`Every answer carries Deprecation and Sunset headers, so the deprecation banner shows.`,
  },
]

const MAX_LATENCY_MS = 30_000

const LATENCY: NumberRange = {
  min: 0,
  max: MAX_LATENCY_MS,
  step: 100,
  whole: true,
  problem: () => {
    const most = formatCount(MAX_LATENCY_MS)
    return t`Enter whole milliseconds from 0 to ${most}.`
  },
}

/** A percentage, as the form shows the mock's share of failing calls. */
const ERROR_RATE: NumberRange = {
  min: 0,
  max: 100,
  step: 5,
  whole: false,
  problem: () => t`Enter a percentage from 0 to 100.`,
}

/** Remounted (by key) whenever the mock's faults change, so the form starts from what is in force. */
function FaultsForm({ faults }: { faults: Faults }) {
  const { t, i18n } = useLingui()
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
      t`Faults applied`,
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NumberField
          label={t`Latency (ms)`}
          {...latency.field}
          hint={t`Added to every API answer, to see progress and time-outs.`}
        />
        <NumberField
          label={t`Error rate (%)`}
          {...errorRate.field}
          hint={t`Share of API calls that answer 500 Internal Server Error.`}
        />
      </div>
      <div className="flex flex-col gap-3">
        {SWITCHES.map(({ key, label, hint }) => (
          <CheckboxField
            key={key}
            label={i18n._(label)}
            hint={i18n._(hint)}
            checked={switches[key]}
            onChange={(e) => setSwitches((now) => ({ ...now, [key]: e.target.checked }))}
          />
        ))}
      </div>
      {setFaults.isError ? <ErrorNotice error={setFaults.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={setFaults.isPending}>
          <Trans>Apply faults</Trans>
        </Button>
        <Button onClick={() => void apply({}, t`All faults cleared`)} disabled={setFaults.isPending}>
          <Trans>Clear all faults</Trans>
        </Button>
      </div>
    </form>
  )
}

export function FaultsControl({ state }: { state: MockState }) {
  const { t } = useLingui()
  const active = faultsInForce(state.faults)
  return (
    <SubSection title={t`Faults`} description={t`Make the mock slow, flaky or wrong, to see how each screen copes.`}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <span className="text-fg-muted">
            <Trans>In force:</Trans>
          </span>
          {active.length === 0 ? (
            <Badge tone="success">
              <Trans>None</Trans>
            </Badge>
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
