// The /tools URL: kind, search and the page cursor. A bad value falls back to "not set",
// so a mangled or outdated link still opens the list.
import { z } from 'zod/mini'
import { LIMIT_MAX, toolId, toolKind, type ToolListQuery } from '../../../api/contract'

export const toolsSearch = z.object({
  kind: z.catch(z.optional(toolKind), undefined),
  q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
  /** The page after this tool (Next page). */
  after: z.catch(z.optional(toolId), undefined),
  /** The page before this tool (Previous page). */
  before: z.catch(z.optional(toolId), undefined),
  limit: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMIT_MAX))), undefined),
})
export type ToolsSearch = z.infer<typeof toolsSearch>

/** The API query for a URL: one cursor at most (`after` wins), nothing unset sent. */
export function listQueryOf(search: ToolsSearch): ToolListQuery {
  const { kind, q, after, before, limit } = search
  return {
    ...(kind ? { kind } : {}),
    ...(q ? { q } : {}),
    ...(limit ? { limit } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}

export const hasFilters = (search: ToolsSearch): boolean => Boolean(search.kind || search.q)
