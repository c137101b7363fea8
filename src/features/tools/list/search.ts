// The /tools URL: kind, a search and the page cursor.
import type { z } from 'zod/mini'
import { toolId, toolKind } from '../../../api/contract'
import { cursorListSearch, optionalParam, searchText } from '../../../components/list-page/search'

export const toolsSearch = cursorListSearch(toolId, {
  kind: optionalParam(toolKind),
  q: optionalParam(searchText),
})
export type ToolsSearch = z.infer<typeof toolsSearch>
