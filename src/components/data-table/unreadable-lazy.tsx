// The rows for unreadable items, loaded only when a page has one: a screen whose answers all
// read pays nothing for them.
import { lazy, Suspense } from 'react'
import type { UnreadableItem } from '../../api/unreadable'

// One lazy component for both forms: each `lazy()` and its import cost bytes on every list's first route.
const Unreadable = lazy(() => import('./unreadable'))

export function UnreadableRows({ items, span }: { items: readonly UnreadableItem[]; span: number }) {
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Unreadable items={items} span={span} />
    </Suspense>
  )
}

/** For lists that are not tables: the unreadable items as a list of their own. */
export function UnreadableItems({ items, className }: { items: readonly UnreadableItem[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Unreadable items={items} {...(className ? { className } : {})} />
    </Suspense>
  )
}
