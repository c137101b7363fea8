// How long a conversation lasted, in the words a support agent reads at a glance.
import { t } from '@lingui/core/macro'
import { formatCount } from '../../../lib/format'

/** "45 s", "12 min 5 s", "2 h 4 min", "3 d 2 h": two units at most, never negative; in the language shown. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const s = formatCount(total % 60)
  if (total < 60) return t`${s} s`
  const totalMin = Math.floor(total / 60)
  const min = formatCount(totalMin % 60)
  if (totalMin < 60) return total % 60 ? t`${min} min ${s} s` : t`${min} min`
  const totalH = Math.floor(totalMin / 60)
  const h = formatCount(totalH % 24)
  if (totalH < 24) return totalMin % 60 ? t`${h} h ${min} min` : t`${h} h`
  const d = formatCount(Math.floor(totalH / 24))
  return totalH % 24 ? t`${d} d ${h} h` : t`${d} d`
}
