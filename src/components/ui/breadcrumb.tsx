// The trail above a detail screen's title: where it sits, each step a link back, and the
// current page last (aria-current). The slashes are decoration, hidden from screen readers.
// Each step takes its own direction (a Hebrew name is cut at its own end), the trail runs in the
// page's (right to left in Arabic, its slashes leaning back), and a long name is cut to one line:
// the page's heading has it whole.
import { useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'

/** For the links in `trail`: quiet until hovered, a comfortable target, long names cut. */
export const crumbLinkClass =
  'hover:text-fg inline-block max-w-64 truncate py-1 align-bottom underline-offset-2 hover:underline'

export interface BreadcrumbProps {
  /** Ancestors, outermost first: router links styled with `crumbLinkClass`. */
  trail: readonly ReactNode[]
  /**
   * This page: its words (a message), or `{ name }` for a name that is data (a product's, as the
   * API holds it), kept out of translation and whole on hover. Wrap ids in `font-mono text-xs`.
   */
  current: ReactNode | { name: string }
}

const isName = (current: BreadcrumbProps['current']): current is { name: string } =>
  typeof current === 'object' && current !== null && 'name' in current && typeof current.name === 'string'

export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  const { t } = useLingui()
  const name = isName(current) ? current.name : null
  return (
    <nav aria-label={t`Breadcrumb`} className="text-fg-muted text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-1.5">
        {trail.map((step, i) => (
          <Fragment key={i}>
            <li dir="auto" className="min-w-0">
              {step}
            </li>
            <li aria-hidden="true" className="flip-rtl">
              /
            </li>
          </Fragment>
        ))}
        <li
          aria-current="page"
          dir="auto"
          title={name ?? (typeof current === 'string' ? current : undefined)}
          translate={name === null ? undefined : 'no'}
          className="text-fg min-w-0 truncate"
        >
          {isName(current) ? current.name : current}
        </li>
      </ol>
    </nav>
  )
}
