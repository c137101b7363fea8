import { z } from 'zod/mini'
import { withMeta } from './meta'
import { knowledgeBaseId, listOf, listQuery, openEnum, productId, sourceId, timestamp } from './common'

export const SOURCE_KINDS = ['website', 'file', 'sitemap', 'notion', 'google_drive'] as const
export const SOURCE_STATUSES = ['ready', 'refreshing', 'failed'] as const
export const sourceStatus = z.enum(SOURCE_STATUSES)

export const knowledgeSource = withMeta(
  z.object({
    id: sourceId,
    kind: openEnum(SOURCE_KINDS),
    name: z.string(),
    status: openEnum(SOURCE_STATUSES),
    last_refreshed_at: z.nullable(timestamp),
    /** Why the last refresh failed; untrusted text. */
    last_error: z.nullable(z.string()),
    document_count: z.number().check(z.int(), z.gte(0)),
  }),
  { id: 'KnowledgeSource' },
)
export type KnowledgeSource = z.infer<typeof knowledgeSource>

export const knowledgeBase = withMeta(
  z.object({
    id: knowledgeBaseId,
    name: z.string(),
    description: z.string(),
    sources: z.array(knowledgeSource),
    /** The products this knowledge base is attached to. */
    product_ids: z.array(productId),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  { id: 'KnowledgeBase' },
)
export type KnowledgeBase = z.infer<typeof knowledgeBase>

export const knowledgeBaseListQuery = z.extend(listQuery, { q: z.optional(z.string().check(z.maxLength(200))) })
export type KnowledgeBaseListQuery = z.input<typeof knowledgeBaseListQuery>

export const knowledgeBaseList = withMeta(listOf(knowledgeBase), { id: 'KnowledgeBaseList' })
export type KnowledgeBaseList = z.infer<typeof knowledgeBaseList>
