// A labelled number in a description list: the label is read before the value.
import type { ReactNode } from 'react'

export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="text-fg text-lg font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-fg-muted text-xs">{hint}</dd> : null}
    </div>
  )
}
