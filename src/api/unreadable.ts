// A list whose envelope is right but where some items are not: the valid items are kept, and
// each one the contract refuses is reported by itself, so one bad object never hides the rest.
export interface UnreadableItem {
  /** Where it stood in the page the API sent. */
  index: number
  /** Its `id`, when it had a string one. */
  id: string | null
  /** The first fields the contract refused, readable: `status: Invalid option …`. */
  problem: string
  requestId: string | null
  /** `GET /products`: the call that brought it. */
  endpoint: string
}

const isUnreadable = (v: unknown): v is UnreadableItem =>
  typeof v === 'object' && v !== null && 'index' in v && 'problem' in v && 'endpoint' in v

/** The items of a list answer that could not be read; none for an answer read whole. */
export function unreadableOf(page: unknown): readonly UnreadableItem[] {
  if (typeof page !== 'object' || page === null || !('unreadable' in page)) return []
  const list: unknown = page.unreadable
  return Array.isArray(list) ? list.filter(isUnreadable) : []
}
