// A titled section of a page: a landmark-friendly <section> named by its heading.
import { useId, type ReactNode } from 'react'

export interface PanelProps {
  title: string
  /** Short text under the title: what the figures cover. */
  description?: string
  /** Marks the region busy while its content loads. */
  busy?: boolean
  actions?: ReactNode
  className?: string
  children: ReactNode
}

export function Panel({ title, description, busy = false, actions, className = '', children }: PanelProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy}
      className={`border-line bg-surface flex flex-col gap-4 rounded-lg border p-5 shadow-xs ${className}`}
    >
      {/* The title shrinks before the actions move: they go under it only when it would be narrower than 16rem. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-[1_1_16rem]">
          <h2 id={id} className="text-fg text-base font-semibold">
            {title}
          </h2>
          {description ? <p className="text-fg-muted mt-0.5 text-sm">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}
