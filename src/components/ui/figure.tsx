// A labelled number in a description list: the label is read before the value, and a value
// that a screen explains links there (its entries, filtered to what it counts).
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export const figureLinkClass =
  'hover:text-accent underline decoration-line-strong decoration-1 underline-offset-4 hover:decoration-current'

export interface FigureProps {
  label: string
  value: ReactNode
  hint?: ReactNode
  /** Where the value is explained; absent where the key may not open it. */
  link?: { to: LinkProps['to']; search?: LinkProps['search'] } | undefined
}

export function Figure({ label, value, hint, link }: FigureProps) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="text-fg text-lg font-semibold tabular-nums">
        {link ? (
          <Link className={figureLinkClass} to={link.to} search={link.search}>
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {hint ? <dd className="text-fg-muted text-xs">{hint}</dd> : null}
    </div>
  )
}
