// A key or shortcut as the user types it; ⌘ on Apple platforms, Ctrl elsewhere.
import type { ReactNode } from 'react'

export function Kbd({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <kbd
      className={`border-line-strong/60 bg-surface text-fg-muted inline-flex h-5 min-w-5 items-center justify-center rounded border px-1 font-sans text-[11px] font-medium shadow-[inset_0_-1px_0_var(--color-line)] ${className}`}
    >
      {children}
    </kbd>
  )
}

/** A chord such as ⌘ K: each key in its own cap, read as "Ctrl+K", left to right in every language. */
export function Shortcut({ keys, className = '' }: { keys: string[]; className?: string }) {
  return (
    <span dir="ltr" className={`inline-flex items-center gap-0.5 ${className}`} aria-label={keys.join('+')} role="img">
      {keys.map((k) => (
        <Kbd key={k}>{k}</Kbd>
      ))}
    </span>
  )
}
