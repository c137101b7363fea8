// The mock's clock: how fast it runs for webhook retries and refreshes, and moving it forward at once
// (retries run, refreshes finish, the trial nears its end).
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import type { MockState } from '../../api/contract/mock-controls'
import { useAdvanceMockClock, useSetMockTimeScale } from '../../api/mock'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { formatCount, formatDateTime } from '../../lib/format'
import { SubSection } from './fields'
import { SelectField, TextField } from '../../components/ui/field'
import { refreshEverything } from './fresh-cache'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MAX_DAYS = 365

const PRESETS = [
  { label: '1 minute', ms: MINUTE },
  { label: '1 hour', ms: HOUR },
  { label: '1 day', ms: DAY },
] as const

const UNITS = { minutes: MINUTE, hours: HOUR, days: DAY } as const
type Unit = keyof typeof UNITS
const isUnit = (v: string): v is Unit => v in UNITS

/** 93,784,000 → "1 day 2 h 3 min", to the nearest minute (the offset drifts by milliseconds). */
export function formatOffset(ms: number): string {
  const total = Math.round(ms / MINUTE)
  if (total < 1) return 'no time'
  const days = Math.floor(total / (24 * 60))
  const hours = Math.floor((total % (24 * 60)) / 60)
  const minutes = total % 60
  return [
    days ? `${days} ${days === 1 ? 'day' : 'days'}` : '',
    hours ? `${hours} h` : '',
    minutes ? `${minutes} min` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Speeds of the webhook clock: how many clock seconds pass in one real second. */
export const SPEEDS = [
  { scale: 1, label: 'Real time' },
  { scale: 60, label: '60×: a minute a second' },
  { scale: 3_600, label: '3,600×: an hour a second' },
  { scale: 86_400, label: '86,400×: a day a second' },
] as const

export const speedLabel = (scale: number): string =>
  SPEEDS.find((s) => s.scale === scale)?.label ?? `${formatCount(scale)}×`

/** The five-hour retry at this speed, as the user will wait for it. */
export function fiveHourRetry(scale: number): string {
  const seconds = (5 * 3_600) / scale
  if (seconds >= 3_600) return `${Math.round((seconds / 3_600) * 10) / 10} hours`
  if (seconds >= 60) return `${Math.round(seconds / 60)} minutes`
  return seconds >= 1 ? `${Math.round(seconds)} ${Math.round(seconds) === 1 ? 'second' : 'seconds'}` : 'under a second'
}

function SpeedField({ scale }: { scale: number }) {
  const setScale = useSetMockTimeScale()
  const options = SPEEDS.some((s) => s.scale === scale) ? SPEEDS : [...SPEEDS, { scale, label: speedLabel(scale) }]
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Speed"
        hint={`Webhook retries and source refreshes run this fast: the five-hour retry comes after ${fiveHourRetry(scale)}.`}
        value={String(scale)}
        disabled={setScale.isPending}
        onChange={(e) => {
          const next = Number(e.target.value)
          setScale.mutate(next, {
            onSuccess: () =>
              toast.success(`The webhook clock runs at ${speedLabel(next)}`, {
                description: `A five-hour retry now comes after ${fiveHourRetry(next)}.`,
              }),
          })
        }}
        className="max-w-72"
      >
        {options.map((s) => (
          <option key={s.scale} value={s.scale}>
            {s.label}
          </option>
        ))}
      </SelectField>
      {setScale.isError ? <ErrorNotice error={setScale.error} /> : null}
    </div>
  )
}

export function advanceProblem(amount: string, unit: Unit): string | null {
  const n = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(n) || n <= 0) return 'Enter an amount above zero.'
  if (n * UNITS[unit] > MAX_DAYS * DAY) return `The clock moves at most ${MAX_DAYS} days at a time.`
  return null
}

export function ClockControl({ state }: { state: MockState }) {
  const client = useQueryClient()
  const advance = useAdvanceMockClock()
  const groupId = useId()
  const [amount, setAmount] = useState('')
  const [unit, setUnit] = useState<Unit>('hours')
  const [submitted, setSubmitted] = useState(false)
  const error = submitted ? advanceProblem(amount, unit) : null

  const run = (ms: number, onDone?: () => void) =>
    advance.mutate(ms, {
      onSuccess: (clock) => {
        refreshEverything(client)
        onDone?.()
        toast.success(`Clock advanced by ${formatOffset(ms)}`, {
          description: `The mock’s time is now ${formatDateTime(clock.now)}.`,
        })
      },
    })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (advanceProblem(amount, unit)) return
    run(Math.round(Number(amount) * UNITS[unit]), () => {
      setSubmitted(false)
      setAmount('')
    })
  }

  return (
    <SubSection
      title="Clock"
      description="Webhook retries, source refreshes and the trial follow the mock’s clock, not yours: speed it up to watch a retry ladder, or move it forward at once."
    >
      <div className="flex flex-col gap-4">
        <SpeedField scale={state.time_scale} />
        <dl className="text-sm">
          <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">Mock time</dt>
          <dd className="text-fg mt-0.5 font-medium tabular-nums">{formatDateTime(state.now)}</dd>
          <dd className="text-fg-muted text-xs">
            {Math.round(state.offset_ms / MINUTE) >= 1
              ? `${formatOffset(state.offset_ms)} ahead of real time`
              : 'Real time'}
          </dd>
        </dl>
        <div role="group" aria-labelledby={groupId} className="flex flex-col gap-1.5">
          <p id={groupId} className="text-fg text-sm font-medium">
            Advance by
          </p>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((p) => (
              <Button key={p.ms} onClick={() => run(p.ms)} disabled={advance.isPending}>
                {p.label}
              </Button>
            ))}
          </div>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
          <TextField
            label="Custom amount"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={amount}
            error={error}
            onChange={(e) => setAmount(e.target.value)}
            className="w-36"
          />
          <SelectField
            label="Unit"
            value={unit}
            onChange={(e) => {
              if (isUnit(e.target.value)) setUnit(e.target.value)
            }}
            className="w-32"
          >
            <option value="minutes">minutes</option>
            <option value="hours">hours</option>
            <option value="days">days</option>
          </SelectField>
          <Button type="submit" disabled={advance.isPending} className="mt-6.5">
            Advance
          </Button>
        </form>
        {advance.isError ? <ErrorNotice error={advance.error} /> : null}
      </div>
    </SubSection>
  )
}
