// The /knowledge-bases URL: a search and the page cursor. A bad value falls back to "not set".
import { z } from 'zod'
import { knowledgeBaseId, LIMIT_MAX, type KnowledgeBaseListQuery } from '../../api/contract'

export const knowledgeBasesSearch = z.object({
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  after: knowledgeBaseId.optional().catch(undefined),
  before: knowledgeBaseId.optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).optional().catch(undefined),
})
export type KnowledgeBasesSearch = z.infer<typeof knowledgeBasesSearch>

export function listQueryOf(search: KnowledgeBasesSearch): KnowledgeBaseListQuery {
  const { q, after, before, limit } = search
  return {
    ...(q ? { q } : {}),
    ...(limit ? { limit } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}
