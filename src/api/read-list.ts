// Reads a list answer item by item, once the whole answer was refused: loaded only then.
import { z } from 'zod/mini'
import type { UnreadableItem } from './unreadable'

const envelope = z.looseObject({ data: z.array(z.unknown()), has_more: z.boolean() })

/** The item schema of a `listOf(item)` schema, or null for any other schema. */
export function listItemSchema(schema: z.ZodMiniType): z.core.$ZodType | null {
  if (!(schema instanceof z.ZodMiniObject)) return null
  const data: unknown = schema._zod.def.shape.data
  return data instanceof z.ZodMiniArray ? data._zod.def.element : null
}

/** The first few issues, readable: `data.0.slug: Invalid string`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''
  return `${shown.join('; ')}${more}`
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
