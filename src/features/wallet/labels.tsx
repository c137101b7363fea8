// How an entry's type and amount read: a word for the type, the amount with its sign as a
// character (+ / −) and a word for screen readers, so colour is never the only signal.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { EntryType } from '../../api/contract'
import type { Tone } from '../../components/ui/badge'
import { Badge } from '../../components/ui/badge'
import { Unshown, useCreditsReason } from '../../components/ui/figure'
import { creditsProblem, formatCredits, formatSignedCredits } from '../../lib/format'

/** Shown with `i18n._()` where they render, so they follow a change of language. */
export const TYPE_LABELS: Record<EntryType, MessageDescriptor> = {
  top_up: msg`Top-up`,
  debit: msg`Debit`,
  refund: msg`Refund`,
}
export const TYPE_PLURALS: Record<EntryType, MessageDescriptor> = {
  top_up: msg`Top-ups`,
  debit: msg`Debits`,
  refund: msg`Refunds`,
}
const TYPE_TONES: Record<EntryType, Tone> = { top_up: 'success', debit: 'neutral', refund: 'accent' }

export function TypeBadge({ type }: { type: EntryType }) {
  const { i18n } = useLingui()
  return <Badge tone={TYPE_TONES[type]}>{i18n._(TYPE_LABELS[type])}</Badge>
}

/**
 * "+50,000.000" in the success colour, "−1.250" in the text colour; the sign itself carries the meaning.
 * "—" with the reason for an amount that cannot be shown exactly.
 */
export function Amount({ millicredits, className = '' }: { millicredits: number; className?: string }) {
  const { t } = useLingui()
  const reason = useCreditsReason()
  const problem = creditsProblem(millicredits)
  if (problem)
    return (
      <span className={`text-fg ${className}`}>
        <Unshown reason={reason(problem)} />
      </span>
    )
  const amount = formatCredits(Math.abs(millicredits))
  const words = millicredits < 0 ? t`minus ${amount}` : millicredits > 0 ? t`plus ${amount}` : amount
  return (
    // Figures read left to right inside an Arabic sentence too, their sign first.
    <span dir="ltr" className={`tabular-nums ${millicredits > 0 ? 'text-success' : 'text-fg'} ${className}`}>
      <span aria-hidden="true">{formatSignedCredits(millicredits)}</span>
      <span className="sr-only">{words}</span>
    </span>
  )
}
