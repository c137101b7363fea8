// The mock's clock: how fast it runs for webhook retries and refreshes, and moving it forward at once
// (retries run, refreshes finish, the trial nears its end).
import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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

/** The presets of "Advance by", each named where it shows (one minute, one hour, one day). */
const PRESETS = [MINUTE, HOUR, DAY] as const

const presetLabel = (ms: (typeof PRESETS)[number]): string =>
  ms === MINUTE ? t`1 minute` : ms === HOUR ? t`1 hour` : t`1 day`

const UNITS = { minutes: MINUTE, hours: HOUR, days: DAY } as const
type Unit = keyof typeof UNITS
const isUnit = (v: string): v is Unit => v in UNITS

/** 93,784,000 → "1 day 2 h 3 min", to the nearest minute (the offset drifts by milliseconds). */
export function formatOffset(ms: number): string {
  const total = Math.round(ms / MINUTE)
  if (total < 1) return t`no time`
  const days = Math.floor(total / (24 * 60))
  const hours = Math.floor((total % (24 * 60)) / 60)
  const minutes = total % 60
  const h = formatCount(hours)
  const min = formatCount(minutes)
  return [
    days ? plural(days, { one: '# day', other: '# days' }) : '',
    hours ? t`${h} h` : '',
    minutes ? t`${min} min` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Speeds of the webhook clock: how many clock seconds pass in one real second. */
export const SPEEDS = [1, 60, 3_600, 86_400] as const

/** A speed in words: the menu's own, or its factor for one set through the API. */
export function speedLabel(scale: number): string {
  const factor = formatCount(scale)
  switch (scale) {
    case 1:
      return t`Real time`
    case 60:
      return t`${factor}×: a minute a second`
    case 3_600:
      return t`${factor}×: an hour a second`
    case 86_400:
      return t`${factor}×: a day a second`
    default:
      return t`${factor}×`
  }
}

/** The five-hour retry at this speed, as the user will wait for it. */
export function fiveHourRetry(scale: number): string {
  const seconds = (5 * 3_600) / scale
  if (seconds >= 3_600) return plural(Math.round((seconds / 3_600) * 10) / 10, { one: '# hour', other: '# hours' })
  if (seconds >= 60) return plural(Math.round(seconds / 60), { one: '# minute', other: '# minutes' })
  return seconds >= 1 ? plural(Math.round(seconds), { one: '# second', other: '# seconds' }) : t`under a second`
}

function SpeedField({ scale }: { scale: number }) {
  const { t } = useLingui()
  const setScale = useSetMockTimeScale()
  const options: readonly number[] = SPEEDS.some((s) => s === scale) ? SPEEDS : [...SPEEDS, scale]
  const retry = fiveHourRetry(scale)
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t`Speed`}
        hint={t`Webhook retries and source refreshes run this fast: the five-hour retry comes after ${retry}.`}
        value={String(scale)}
        disabled={setScale.isPending}
        onChange={(e) => {
          const next = Number(e.target.value)
          setScale.mutate(next, {
            onSuccess: () => {
              const speed = speedLabel(next)
              const after = fiveHourRetry(next)
              toast.success(t`The webhook clock runs at ${speed}`, {
                description: t`A five-hour retry now comes after ${after}.`,
              })
            },
          })
        }}
        className="max-w-72"
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {speedLabel(s)}
          </option>
        ))}
      </SelectField>
      {setScale.isError ? <ErrorNotice error={setScale.error} /> : null}
    </div>
  )
}

export function advanceProblem(amount: string, unit: Unit): string | null {
  const n = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(n) || n <= 0) return t`Enter an amount above zero.`
  const most = formatCount(MAX_DAYS)
  if (n * UNITS[unit] > MAX_DAYS * DAY) return t`The clock moves at most ${most} days at a time.`
  return null
}

export function ClockControl({ state }: { state: MockState }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const advance = useAdvanceMockClock()
  const groupId = useId()
  const [amount, setAmount] = useState('')
  const [unit, setUnit] = useState<Unit>('hours')
  const [submitted, setSubmitted] = useState(false)
  const error = submitted ? advanceProblem(amount, unit) : null
  const ahead = Math.round(state.offset_ms / MINUTE) >= 1 ? formatOffset(state.offset_ms) : null

  const run = (ms: number, onDone?: () => void) =>
    advance.mutate(ms, {
      onSuccess: (clock) => {
        refreshEverything(client)
        onDone?.()
        const by = formatOffset(ms)
        const now = formatDateTime(clock.now)
        toast.success(t`Clock advanced by ${by}`, { description: t`The mock’s time is now ${now}.` })
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
      title={t`Clock`}
      description={t`Webhook retries, source refreshes and the trial follow the mock’s clock, not yours: speed it up to watch a retry ladder, or move it forward at once.`}
    >
      <div className="flex flex-col gap-4">
        <SpeedField scale={state.time_scale} />
        <dl className="text-sm">
          <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">
            <Trans>Mock time</Trans>
          </dt>
          <dd className="text-fg mt-0.5 font-medium tabular-nums">{formatDateTime(state.now)}</dd>
          <dd className="text-fg-muted text-xs">{ahead ? t`${ahead} ahead of real time` : t`Real time`}</dd>
        </dl>
        <div role="group" aria-labelledby={groupId} className="flex flex-col gap-1.5">
          <p id={groupId} className="text-fg text-sm font-medium">
            <Trans>Advance by</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((ms) => (
              <Button key={ms} onClick={() => run(ms)} disabled={advance.isPending}>
                {presetLabel(ms)}
              </Button>
            ))}
          </div>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
          <TextField
            label={t`Custom amount`}
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
            label={t`Unit`}
            value={unit}
            onChange={(e) => {
              if (isUnit(e.target.value)) setUnit(e.target.value)
            }}
            className="w-32"
          >
            <option value="minutes">{t`minutes`}</option>
            <option value="hours">{t`hours`}</option>
            <option value="days">{t`days`}</option>
          </SelectField>
          <Button type="submit" disabled={advance.isPending} className="mt-6.5">
            <Trans>Advance</Trans>
          </Button>
        </form>
        {advance.isError ? <ErrorNotice error={advance.error} /> : null}
      </div>
    </SubSection>
  )
}
