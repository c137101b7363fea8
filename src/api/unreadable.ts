// A list whose envelope is right but where some items are not: the valid items are kept, and
// each one the contract refuses is reported by itself, so one bad object never hides the rest.
import { z } from 'zod/mini'

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

const envelope = z.looseObject({ data: z.array(z.unknown()), has_more: z.boolean() })

/** The item schema of a `listOf(item)` schema, or null for any other schema. */
export function listItemSchema(schema: z.ZodMiniType): z.core.$ZodType | null {
  if (!(schema instanceof z.ZodMiniObject)) return null
  const data: unknown = schema._zod.def.shape.data
  return data instanceof z.ZodMiniArray ? data._zod.def.element : null
}

const describe = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .slice(0, 2)
    .map((i) => `${i.path.length ? i.path.join('.') : '(item)'}: ${i.message}`)
    .join('; ')

/**
 * A list answer read item by item: null when the envelope itself is wrong, else the page with
 * every valid item and, under `unreadable`, what was wrong with each of the others.
 */
export function readListItems(
  item: z.core.$ZodType,
  value: unknown,
  where: { requestId: string | null; endpoint: string },
): { data: unknown[]; has_more: boolean; unreadable: UnreadableItem[] } | null {
  const page = envelope.safeParse(value)
  if (!page.success) return null
  const data: unknown[] = []
  const unreadable: UnreadableItem[] = []
  page.data.data.forEach((raw, index) => {
    const parsed = z.safeParse(item, raw)
    if (parsed.success) {
      data.push(parsed.data)
      return
    }
    const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : null
    unreadable.push({ index, id, problem: describe(parsed.error.issues), ...where })
  })
  return { ...page.data, data, unreadable }
}

const isUnreadable = (v: unknown): v is UnreadableItem =>
  typeof v === 'object' && v !== null && 'index' in v && 'problem' in v && 'endpoint' in v

/** The items of a list answer that could not be read; none for an answer read whole. */
export function unreadableOf(page: unknown): readonly UnreadableItem[] {
  if (typeof page !== 'object' || page === null || !('unreadable' in page)) return []
  const list: unknown = page.unreadable
  return Array.isArray(list) ? list.filter(isUnreadable) : []
}

/** What "Copy details" puts on the clipboard: enough for a bug report, nothing from the key. */
export const unreadableDetails = (item: UnreadableItem): string =>
  JSON.stringify(
    {
      endpoint: item.endpoint,
      request_id: item.requestId,
      index: item.index,
      id: item.id,
      problem: item.problem,
    },
    null,
    2,
  )
