// A screen's title and the sentence that says what it holds, with its page-wide actions beside
// them (under them when the screen is narrow).
import type { ReactNode } from 'react'

export interface PageHeaderProps {
  title: ReactNode
  description: ReactNode
  actions?: ReactNode
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const heading = (
    <div>
      <h1 className="text-fg text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-fg-muted mt-1 text-sm">{description}</p>
    </div>
  )
  if (!actions) return heading
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {actions}
    </div>
  )
}
