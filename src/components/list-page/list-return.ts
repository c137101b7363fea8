// Where a list was, for the way back: a detail page's breadcrumb returns to its list as the
// reader last filtered it in this tab, not to the list's bare URL. Read back through the
// list's own search schema, so what comes back is a search that list accepts.
import type { z } from 'zod/mini'

const searches = new Map<string, unknown>()

export function rememberListSearch(path: string, search: object): void {
  searches.set(path, search)
}

/** The list's last search in this tab, or none (its bare URL) when it was not visited or no longer reads. */
export function recallListSearch<S extends z.ZodMiniType>(path: string, schema: S): z.output<S> | undefined {
  if (!searches.has(path)) return undefined
  const parsed = schema.safeParse(searches.get(path))
  return parsed.success ? parsed.data : undefined
}
