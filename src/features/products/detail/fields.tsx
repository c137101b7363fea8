// The edit form's character count beside a long field's label.
import { useLingui } from '@lingui/react/macro'
import { formatCount } from '../../../lib/format'

/** "120 / 500", turning to a warning near the limit. */
export function CharCount({ value, max }: { value: string; max: number }) {
  const { t } = useLingui()
  const near = value.length > max * 0.9
  const typed = formatCount(value.length)
  const limit = formatCount(max)
  return (
    <span
      className={`text-xs tabular-nums ${value.length > max ? 'text-danger font-medium' : near ? 'text-warning' : 'text-fg-muted'}`}
    >
      {t`${typed} / ${limit}`}
    </span>
  )
}
