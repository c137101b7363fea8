// A detail page's header: the record's name, a line of facts under it (status, kind, counts,
// dates), and its actions beside it on wide screens, under it on phones.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface DetailHeaderProps {
  /** The record's name, user-supplied: set in <bdi> so its direction does not reorder the page. */
  name: string
  /** For names that are identifiers (a tool's name). */
  mono?: boolean
  /** Badges and short facts, in one wrapping line. */
  facts: ReactNode
  /** Buttons, and the dialogs they open. */
  actions: ReactNode
}

export function DetailHeader({ name, mono = false, facts, actions }: DetailHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className={`text-fg text-2xl font-semibold tracking-tight wrap-anywhere ${mono ? 'font-mono' : ''}`}>
          {/* A blank name is allowed by the answer's shape; the page still needs a title to stand on. */}
          {name.trim() ? (
            <bdi translate="no">{name}</bdi>
          ) : (
            <span className="text-fg-muted italic">
              <Trans>Untitled</Trans>
            </span>
          )}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">{facts}</div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </header>
  )
}
