// The /tools URL: kind, search and the page cursor. A bad value falls back to "not set",
// so a mangled or outdated link still opens the list.
import { z } from 'zod'
import { LIMIT_MAX, toolId, toolKind, type ToolListQuery } from '../../../api/contract'

export const toolsSearch = z.object({
  kind: toolKind.optional().catch(undefined),
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  /** The page after this tool (Next page). */
  after: toolId.optional().catch(undefined),
  /** The page before this tool (Previous page). */
  before: toolId.optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).optional().catch(undefined),
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
