// The button that shows and hides a part of the reference (an operation, a schema, a logged
// request): it says whether it is open and which region it controls, its arrow first.
import type { ReactNode } from 'react'

/**
 * Points forward when closed (right, or left in a right-to-left page), down when open. The mirror
 * applies before the turn, so a mirrored chevron turns the other way to point down.
 */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`flip-rtl size-3.5 shrink-0 transition-transform ${open ? 'rotate-90 rtl:-rotate-90' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <path d="M6 3.5L10.5 8 6 12.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export interface DisclosureButtonProps {
  open: boolean
  /** The id of the region it shows and hides. */
  controls: string
  onToggle: () => void
  className: string
  children: ReactNode
}

export function DisclosureButton({ open, controls, onToggle, className, children }: DisclosureButtonProps) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} className={className}>
      <Chevron open={open} />
      {children}
    </button>
  )
}
