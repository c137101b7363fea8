// How the overview's watch panels (knowledge sources, webhook endpoints) read: a badge and a line
// when all is well, or a sentence counting what needs a look above the list of it.
import type { ReactNode } from 'react'
import { Badge } from '../../components/ui/badge'

export const AllClear = ({ badge, children }: { badge: string; children: string }) => (
  <p className="flex items-center gap-2 text-sm">
    <Badge tone="success">{badge}</Badge>
    <span className="text-fg-muted">{children}</span>
  </p>
)

export function WatchList({ count, children }: { count: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted text-sm">{count}</p>
      <ul className="divide-line divide-y">{children}</ul>
    </div>
  )
}
