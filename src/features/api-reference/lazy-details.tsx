// A native <details> whose content mounts only once opened: long lists stay out of the DOM until asked for.
import { useState, type ReactNode } from 'react'

export interface LazyDetailsProps {
  summary: ReactNode
  children: () => ReactNode
  className?: string
  summaryClassName?: string
}

export function LazyDetails({ summary, children, className = '', summaryClassName = '' }: LazyDetailsProps) {
  const [open, setOpen] = useState(false)
  return (
    <details className={className} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={`cursor-pointer py-1 ${summaryClassName}`}>{summary}</summary>
      {open ? children() : null}
    </details>
  )
}
