// A primary cell's description line, shared by the lists whose records carry one.
import { unfoldProps } from './row-link'

/** Under the row link, one line: whole on hover (its title), and while the keyboard is on the row. */
export function RowDescription({ children }: { children: string }) {
  return (
    <span
      dir="auto"
      translate="no"
      title={children}
      className="text-fg-muted line-clamp-1 text-xs wrap-anywhere"
      {...unfoldProps}
    >
      {children}
    </span>
  )
}
