// How an entry's type and amount read: a word for the type, the amount with its sign as a
// character (+ / −) and a word for screen readers, so colour is never the only signal.
import type { EntryType } from '../../api/contract'
import type { Tone } from '../../components/ui/badge'
import { Badge } from '../../components/ui/badge'
import { Unshown } from '../../components/ui/figure'
import { creditsProblem, formatCredits, formatSignedCredits } from '../../lib/format'

export const TYPE_LABELS: Record<EntryType, string> = { top_up: 'Top-up', debit: 'Debit', refund: 'Refund' }
export const TYPE_PLURALS: Record<EntryType, string> = { top_up: 'Top-ups', debit: 'Debits', refund: 'Refunds' }
const TYPE_TONES: Record<EntryType, Tone> = { top_up: 'success', debit: 'neutral', refund: 'accent' }

export const TypeBadge = ({ type }: { type: EntryType }) => <Badge tone={TYPE_TONES[type]}>{TYPE_LABELS[type]}</Badge>

/**
 * "+50,000.000" in the success colour, "−1.250" in the text colour; the sign itself carries the meaning.
 * "—" with the reason for an amount that cannot be shown exactly.
 */
export function Amount({ millicredits, className = '' }: { millicredits: number; className?: string }) {
  const problem = creditsProblem(millicredits)
  if (problem)
    return (
      <span className={`text-fg ${className}`}>
        <Unshown reason={problem} />
      </span>
    )
  const words = millicredits < 0 ? 'minus' : millicredits > 0 ? 'plus' : ''
  return (
    <span className={`tabular-nums ${millicredits > 0 ? 'text-success' : 'text-fg'} ${className}`}>
      <span aria-hidden="true">{formatSignedCredits(millicredits)}</span>
      <span className="sr-only">
        {words} {formatCredits(Math.abs(millicredits))}
      </span>
    </span>
  )
}
