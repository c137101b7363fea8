// The retry ladder on screen: each run's six slots with what happened or will happen,
// and the manual resends made beside it.
import type { Delivery } from '../../../api/contract'
import { attemptOutcome, formatMoment } from '../labels'
import { formatDuration, formatStep, type Run, type Slot, type SlotState } from './ladder'

const STATE_WORDS: Record<SlotState, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  next: 'Next',
  left: 'Left',
  unneeded: 'Not needed',
  cancelled: 'Will not run',
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

const slotName = (slot: number) => (slot === 1 ? 'First try' : `Retry ${slot - 1}`)

function SlotItem({ slot }: { slot: Slot }) {
  const { attempt } = slot
  return (
    <li className={`flex min-w-0 flex-col gap-0.5 rounded-md border p-2.5 text-xs ${STATE_STYLES[slot.state]}`}>
      <span className="text-fg font-semibold">
        {slotName(slot.slot)}
        {slot.delayMs !== null ? (
          <span className="text-fg-muted font-normal"> · +{formatStep(slot.delayMs)}</span>
        ) : null}
      </span>
      <span className={`font-semibold ${STATE_TEXT[slot.state]}`}>
        {STATE_WORDS[slot.state]}
        {attempt ? `: ${attemptOutcome(attempt)}` : ''}
      </span>
      {attempt ? (
        <span className="text-fg-muted">
          #{attempt.number} · <time dateTime={attempt.attempted_at}>{formatMoment(attempt.attempted_at)}</time> ·{' '}
          {formatDuration(attempt.duration_ms)}
        </span>
      ) : slot.state === 'next' && slot.dueAt ? (
        <span className="text-fg">
          at <time dateTime={slot.dueAt}>{formatMoment(slot.dueAt)}</time>
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
  if (won) return `Succeeded on ${slotName(won.slot).toLowerCase()} (attempt ${won.attempt?.number ?? ''}).`
  if (manualWin) return `A manual resend succeeded (attempt ${manualWin.number}); no more scheduled attempts.`
  if (next)
    return `${done} of 6 made; the next is due ${next.dueAt ? formatMoment(next.dueAt) : 'now'}, and ${left} more ${left === 1 ? 'is' : 'are'} possible after it.`
  if (done === 6) return 'All six scheduled attempts failed.'
  if (latest && status === 'skipped') return 'Never sent: the endpoint was disabled when the event happened.'
  if (done === 0) return 'No scheduled attempt was made.'
  return `${done} of 6 made; the rest will not run: the endpoint was disabled${latest ? '' : ', until a recovery sent it again'}.`
}

export function RetryLadder({ runs, status }: { runs: Run[]; status: Delivery['status'] }) {
  return (
    <div className="flex flex-col gap-5">
      {runs.map((run, i) => {
        const latest = i === runs.length - 1
        return (
          <div key={i} className="flex flex-col gap-2">
            {runs.length > 1 ? (
              <h3 className="text-fg text-sm font-semibold">{run.recovered ? `Run ${i + 1}: recovered` : 'Run 1'}</h3>
            ) : null}
            <p className="text-fg text-sm" aria-live={latest ? 'polite' : undefined}>
              {summary(run, status, latest)}
            </p>
            <ol
              aria-label={`Scheduled attempts${runs.length > 1 ? `, run ${i + 1}` : ''}`}
              className="grid grid-cols-1 gap-2 sm:grid-cols-3 xl:grid-cols-6"
            >
              {run.slots.map((slot) => (
                <SlotItem key={slot.slot} slot={slot} />
              ))}
            </ol>
            {run.manual.length > 0 ? (
              <div className="flex flex-col gap-1">
                <h4 className="text-fg-muted text-xs font-medium tracking-wide uppercase">Manual resends</h4>
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
