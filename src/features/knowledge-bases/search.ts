// The /knowledge-bases URL: a search and the page cursor. A bad value falls back to "not set".
import { z } from 'zod/mini'
import { knowledgeBaseId, LIMIT_MAX, type KnowledgeBaseListQuery } from '../../api/contract'

export const knowledgeBasesSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
  after: z.catch(z.optional(knowledgeBaseId), undefined),
  before: z.catch(z.optional(knowledgeBaseId), undefined),
  limit: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMIT_MAX))), undefined),
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
