// What a section says when there is nothing to show, and what the user can do about it.
import type { ReactNode } from 'react'

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-line-strong rounded-md border border-dashed px-4 py-6 text-center">
      <p className="text-fg text-sm font-medium">{title}</p>
      {children ? <div className="text-fg-muted mt-1 text-sm">{children}</div> : null}
    </div>
  )
}
