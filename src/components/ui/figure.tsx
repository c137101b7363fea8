// A labelled number in a description list: the label is read before the value, and a value
// that a screen explains links there (its entries, filtered to what it counts). A figure that
// cannot be shown exactly reads "—", with why on hover and keyboard focus.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { creditsProblem, formatCredits, formatSignedCredits, UNSHOWN, type FigureProblem } from '../../lib/format'
import { Tooltip } from './tooltip'

export const figureLinkClass =
  'hover:text-accent underline decoration-line-strong decoration-1 underline-offset-4 hover:decoration-current'

/**
 * "—" in place of a figure. With a reason it can be reached: focusable, a tooltip on hover and
 * keyboard focus, and the reason in its text for screen readers, which read it where the figure
 * would be. Without one it is plain text, not a stop on the way through the page.
 */
export function Unshown({ reason }: { reason?: string | null | undefined }) {
  const dash = (
    <span
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the reason's tooltip must be reachable from the keyboard
      tabIndex={reason ? 0 : undefined}
      data-unshown={reason ? '' : undefined}
      className={
        reason
          ? 'decoration-line-strong focus-visible:outline-focus rounded-sm underline decoration-dotted decoration-1 underline-offset-4 focus-visible:outline-2'
          : undefined
      }
    >
      {reason ? (
        <>
          <span aria-hidden="true">{UNSHOWN}</span>
          <span className="sr-only">
            <Trans>Not shown: {reason}</Trans>
          </span>
        </>
      ) : (
        UNSHOWN
      )}
    </span>
  )
  // Below, so the bubble leaves the figure's label above it in sight.
  return reason ? (
    <Tooltip content={reason} side="bottom">
      {dash}
    </Tooltip>
  ) : (
    dash
  )
}

/** Why an amount of credits shows as "—": a figure's problem, or a sum too large to add up exactly. */
export type CreditsReason = FigureProblem | 'sum_too_large'

/** The reason in words, the largest amount shown exactly in the regional format. */
export function useCreditsReason(): (reason: CreditsReason) => string {
  const { t } = useLingui()
  return (reason) => {
    const limit = formatCredits(Number.MAX_SAFE_INTEGER)
    switch (reason) {
      case 'not_a_number':
        return t`Not a number of credits.`
      case 'too_large':
        return t`Beyond ±${limit} credits, the largest amount shown exactly.`
      case 'fraction':
        return t`Not a whole number of millicredits (thousandths of a credit).`
      case 'sum_too_large':
        return t`Too large to add up exactly: the sum is beyond ±${limit} credits.`
    }
  }
}

/**
 * Millicredits as the reader's locale writes them, or "—" with the reason where that cannot be
 * exact. Null stands for a sum too large to add up exactly (lib/millicredits.ts).
 * `signed` where the sign is the meaning (a difference): "+1.250", "−1.250" (docs/formats.md).
 */
export function Credits({ value, signed = false }: { value: number | null; signed?: boolean }) {
  const words = useCreditsReason()
  const problem = value === null ? 'sum_too_large' : creditsProblem(value)
  if (problem !== null || value === null) return <Unshown reason={problem && words(problem)} />
  return <>{signed ? formatSignedCredits(value) : formatCredits(value)}</>
}

/** True when a figure shows as "—": a caller leaves out its link then, as a link cannot hold the reason's own stop. */
export const isUnshown = (value: number | null): boolean => value === null || creditsProblem(value) !== null

export interface FigureProps {
  label: string
  value: ReactNode
  hint?: ReactNode
  /** Where the value is explained; absent where the key may not open it. */
  link?: { to: LinkProps['to']; search?: LinkProps['search'] } | undefined
}

export function Figure({ label, value, hint, link }: FigureProps) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-fg-muted text-xs font-medium tracking-wide uppercase">{label}</dt>
      {/* Wraps rather than run into its neighbour: a 16-digit amount is wider than a phone's column. */}
      <dd className="text-fg text-lg font-semibold wrap-anywhere tabular-nums">
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
