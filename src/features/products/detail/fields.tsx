// The edit form's character count beside a long field's label.
import { formatCount } from '../../../lib/format'

/** "120 / 500", turning to a warning near the limit. */
export function CharCount({ value, max }: { value: string; max: number }) {
  const near = value.length > max * 0.9
  return (
    <span
      className={`text-xs tabular-nums ${value.length > max ? 'text-danger font-medium' : near ? 'text-warning' : 'text-fg-muted'}`}
    >
      {formatCount(value.length)} / {formatCount(max)}
    </span>
  )
}
