// Handlers of the knowledge-bases operations: read-only but for refreshing a source.
import type { HandlerTable, ServiceCore } from '../core'
import { knowledgeBaseView, matchesQuery, newestFirst, startRefresh } from '../domain/catalog'
import { paginate } from '../pagination'
import { fail, notFound } from '../problems'
import type { StoredKnowledgeBase } from '../store'

function knowledgeBaseOf(svc: ServiceCore, id: string): StoredKnowledgeBase {
  return svc.store.knowledgeBases.get(id) ?? notFound()
}

export const knowledgeBasesHandlers = {
  listKnowledgeBases: ({ svc, query, url }) => {
    const items = newestFirst(
      [...svc.store.knowledgeBases.values()].filter((kb) => matchesQuery(query.q, kb.name, kb.description)),
    )
    const page = paginate(items, query, url)
    return {
      body: { ...page.body, data: page.body.data.map((kb) => knowledgeBaseView(svc, kb)) },
      headers: page.headers,
    }
  },

  getKnowledgeBase: ({ svc, params }) => ({
    body: knowledgeBaseView(svc, knowledgeBaseOf(svc, params.knowledge_base_id)),
  }),

  refreshKnowledgeSource: ({ svc, params }) => {
    const kb = knowledgeBaseOf(svc, params.knowledge_base_id)
    const source = kb.sources.find((s) => s.id === params.source_id) ?? notFound()
    if (source.status === 'refreshing')
      fail(
        'refresh_in_progress',
        `"${source.name}" is already refreshing. Wait for it to finish before starting another refresh.`,
      )
    startRefresh(svc, kb, source)
    return { status: 202, body: { ...source } }
  },
} satisfies Partial<HandlerTable>
