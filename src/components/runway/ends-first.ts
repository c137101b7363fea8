// The runway beside a running trial: which ends first.
import type { Runway } from '../../lib/runway'

/**
 * Which ends first while a trial runs: the trial (every call is refused from then, whatever the
 * balance) or the credits at the runway's rate. Null without a running trial.
 */
export function endsFirst(runway: Runway, trialEndsAt: string | null, now: number): 'trial' | 'credits' | null {
  const trialEnd = trialEndsAt === null ? Number.NaN : Date.parse(trialEndsAt)
  if (!(trialEnd > now)) return null
  return runway.kind === 'empty' || (runway.kind === 'days' && runway.until < trialEnd) ? 'credits' : 'trial'
}
