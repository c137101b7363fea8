// The /knowledge-bases URL: a search and the page cursor.
import type { z } from 'zod/mini'
import { knowledgeBaseId } from '../../../api/contract'
import { cursorListSearch, optionalParam, searchText } from '../../../components/list-page/search'

export const knowledgeBasesSearch = cursorListSearch(knowledgeBaseId, { q: optionalParam(searchText) })
export type KnowledgeBasesSearch = z.infer<typeof knowledgeBasesSearch>
