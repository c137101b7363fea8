// The rows for unreadable items, loaded only when a page has one: a screen whose answers all
// read pays nothing for them.
import { lazy, Suspense } from 'react'
import type { UnreadableItem } from '../../api/unreadable'

const Row = lazy(() => import('./unreadable').then((m) => ({ default: m.UnreadableRow })))
const List = lazy(() => import('./unreadable').then((m) => ({ default: m.UnreadableList })))

export function UnreadableRows({ items, span }: { items: readonly UnreadableItem[]; span: number }) {
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      {items.map((item) => (
        <Row key={`${item.requestId ?? ''}:${item.index}`} item={item} span={span} />
      ))}
    </Suspense>
  )
}

/** For lists that are not tables: the unreadable items as a list of their own. */
export function UnreadableItems({ items, className }: { items: readonly UnreadableItem[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <List items={items} {...(className ? { className } : {})} />
    </Suspense>
  )
}
