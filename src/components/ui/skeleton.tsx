// A grey block standing in for content while it loads; hidden from assistive tech,
// which hears the surrounding region's busy state instead.
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-shimmer bg-surface-muted rounded ${className}`} />
}
