// The retry ladder on screen: each run's six slots with what happened or will happen,
// and the manual resends made beside it.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Delivery } from '../../../api/contract'
import { formatCount } from '../../../lib/format'
import { attemptOutcome, formatMoment } from '../labels'
import { formatDuration, formatStep, type Run, type Slot, type SlotState } from './ladder'

const STATE_WORDS: Record<SlotState, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
  next: msg`Next`,
  left: msg`Left`,
  unneeded: msg`Not needed`,
  cancelled: msg`Will not run`,
}

const STATE_STYLES: Record<SlotState, string> = {
  succeeded: 'border-success/50 bg-success-soft',
  failed: 'border-danger/50 bg-danger-soft',
  next: 'border-warning bg-warning-soft border-2',
  left: 'border-line-strong border-dashed bg-surface',
  unneeded: 'border-line border-dashed bg-surface-muted/50',
  cancelled: 'border-line border-dashed bg-surface-muted/50',
}

const STATE_TEXT: Record<SlotState, string> = {
  succeeded: 'text-success',
  failed: 'text-danger',
  next: 'text-warning',
  left: 'text-fg-muted',
  unneeded: 'text-fg-muted',
  cancelled: 'text-fg-muted',
}

function slotName(slot: number): string {
  const retry = formatCount(slot - 1)
  return slot === 1 ? t`First try` : t`Retry ${retry}`
}

function SlotItem({ slot }: { slot: Slot }) {
  const { t, i18n } = useLingui()
  const { attempt } = slot
  const state = i18n._(STATE_WORDS[slot.state])
  const outcome = attempt ? attemptOutcome(attempt) : null
  const step = slot.delayMs !== null ? formatStep(slot.delayMs) : null
  const due = slot.dueAt ? <time dateTime={slot.dueAt}>{formatMoment(slot.dueAt)}</time> : null
  return (
    <li className={`flex min-w-0 flex-col gap-0.5 rounded-md border p-2.5 text-xs ${STATE_STYLES[slot.state]}`}>
      <span className="text-fg font-semibold">
        {slotName(slot.slot)}
        {step !== null ? <span className="text-fg-muted font-normal"> · +{step}</span> : null}
      </span>
      <span className={`font-semibold ${STATE_TEXT[slot.state]}`}>{outcome ? t`${state}: ${outcome}` : state}</span>
      {attempt ? (
        <span className="text-fg-muted">
          #{attempt.number} · <time dateTime={attempt.attempted_at}>{formatMoment(attempt.attempted_at)}</time> ·{' '}
          {formatDuration(attempt.duration_ms)}
        </span>
      ) : slot.state === 'next' && due ? (
        <span className="text-fg">
          <Trans>at {due}</Trans>
        </span>
      ) : null}
    </li>
  )
}

function summary(run: Run, status: Delivery['status'], latest: boolean): string {
  const done = run.slots.filter((s) => s.attempt).length
  const next = run.slots.find((s) => s.state === 'next')
  const left = run.slots.filter((s) => s.state === 'left').length
  const won = run.slots.find((s) => s.state === 'succeeded') ?? null
  const manualWin = run.manual.find((a) => a.error === null)
  const made = formatCount(done)
  const total = formatCount(run.slots.length)
  if (won) {
    const number = formatCount(won.attempt?.number ?? 0)
    const retry = formatCount(won.slot - 1)
    return won.slot === 1
      ? t`Succeeded on the first try (attempt ${number}).`
      : t`Succeeded on retry ${retry} (attempt ${number}).`
  }
  if (manualWin) {
    const number = formatCount(manualWin.number)
    return t`A manual resend succeeded (attempt ${number}); no more scheduled attempts.`
  }
  if (next) {
    if (!next.dueAt)
      return plural(left, {
        one: `${made} of ${total} made; the next is due now, and # more is possible after it.`,
        other: `${made} of ${total} made; the next is due now, and # more are possible after it.`,
      })
    const due = formatMoment(next.dueAt)
    return plural(left, {
      one: `${made} of ${total} made; the next is due ${due}, and # more is possible after it.`,
      other: `${made} of ${total} made; the next is due ${due}, and # more are possible after it.`,
    })
  }
  if (done === run.slots.length) return t`All six scheduled attempts failed.`
  if (latest && status === 'skipped') return t`Never sent: the endpoint was disabled when the event happened.`
  if (done === 0) return t`No scheduled attempt was made.`
  return latest
    ? t`${made} of ${total} made; the rest will not run: the endpoint was disabled.`
    : t`${made} of ${total} made; the rest will not run: the endpoint was disabled, until a recovery sent it again.`
}

export function RetryLadder({ runs, status }: { runs: Run[]; status: Delivery['status'] }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-5">
      {runs.map((run, i) => {
        const latest = i === runs.length - 1
        const number = formatCount(i + 1)
        return (
          <div key={i} className="flex flex-col gap-2">
            {runs.length > 1 ? (
              <h3 className="text-fg text-sm font-semibold">
                {run.recovered ? t`Run ${number}: recovered` : t`Run ${number}`}
              </h3>
            ) : null}
            <p className="text-fg text-sm" aria-live={latest ? 'polite' : undefined}>
              {summary(run, status, latest)}
            </p>
            <ol
              aria-label={runs.length > 1 ? t`Scheduled attempts, run ${number}` : t`Scheduled attempts`}
              className="grid grid-cols-1 gap-2 sm:grid-cols-3 xl:grid-cols-6"
            >
              {run.slots.map((slot) => (
                <SlotItem key={slot.slot} slot={slot} />
              ))}
            </ol>
            {run.manual.length > 0 ? (
              <div className="flex flex-col gap-1">
                <h4 className="text-fg-muted text-xs font-medium tracking-wide uppercase">{t`Manual resends`}</h4>
                <ul className="flex flex-wrap gap-2">
                  {run.manual.map((a) => (
                    <li
                      key={a.id}
                      className={`rounded-md border p-2 text-xs ${a.error === null ? 'border-success/50 bg-success-soft' : 'border-danger/50 bg-danger-soft'}`}
                    >
                      <span className="text-fg font-semibold">#{a.number}</span>{' '}
                      <span className={a.error === null ? 'text-success font-semibold' : 'text-danger font-semibold'}>
                        {attemptOutcome(a)}
                      </span>{' '}
                      <span className="text-fg-muted">
                        · <time dateTime={a.attempted_at}>{formatMoment(a.attempted_at)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
