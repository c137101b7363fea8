import { z } from 'zod'
import { knowledgeBaseId, listOf, listQuery, productId, sourceId, timestamp } from './common'

export const SOURCE_KINDS = ['website', 'file', 'sitemap', 'notion', 'google_drive'] as const
export const SOURCE_STATUSES = ['ready', 'refreshing', 'failed'] as const
export const sourceStatus = z.enum(SOURCE_STATUSES)

export const knowledgeSource = z
  .object({
    id: sourceId,
    kind: z.enum(SOURCE_KINDS),
    name: z.string(),
    status: sourceStatus,
    last_refreshed_at: timestamp.nullable(),
    /** Why the last refresh failed; untrusted text. */
    last_error: z.string().nullable(),
    document_count: z.number().int().min(0),
  })
  .meta({ id: 'KnowledgeSource' })
export type KnowledgeSource = z.infer<typeof knowledgeSource>

export const knowledgeBase = z
  .object({
    id: knowledgeBaseId,
    name: z.string(),
    description: z.string(),
    sources: z.array(knowledgeSource),
    /** The products this knowledge base is attached to. */
    product_ids: z.array(productId),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'KnowledgeBase' })
export type KnowledgeBase = z.infer<typeof knowledgeBase>

export const knowledgeBaseListQuery = listQuery.extend({ q: z.string().max(200).optional() })
export type KnowledgeBaseListQuery = z.input<typeof knowledgeBaseListQuery>

export const knowledgeBaseList = listOf(knowledgeBase).meta({ id: 'KnowledgeBaseList' })
export type KnowledgeBaseList = z.infer<typeof knowledgeBaseList>
