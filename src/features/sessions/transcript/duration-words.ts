// How long a conversation lasted, in the words a support agent reads at a glance, in the language shown.
import { t } from '@lingui/core/macro'
import { formatCount } from '../../../lib/format'
import { durationUnits } from './duration'

/** "45 s", "12 min 5 s", "2 h 4 min", "3 d 2 h": each pair one message, as each language joins its own units. */
export function formatDuration(ms: number): string {
  const units = durationUnits(ms)
  const [[a = 0, unit = 's'] = [], [b] = []] = units
  const first = formatCount(a)
  const second = b === undefined ? null : formatCount(b)
  if (unit === 'd') return second ? t`${first} d ${second} h` : t`${first} d`
  if (unit === 'h') return second ? t`${first} h ${second} min` : t`${first} h`
  if (unit === 'min') return second ? t`${first} min ${second} s` : t`${first} min`
  return t`${first} s`
}
