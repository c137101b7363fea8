// The overview's endpoint and knowledge panels' queries, apart from queries.ts (which every first
// route carries, as the overview's loader does): their API modules load only with the overview.
import type { QueryClient } from '@tanstack/react-query'
import { knowledgeBaseQueries } from '../../api/knowledge-bases'
import { webhookQueries } from '../../api/webhooks'
import { prefetchRunway } from '../../components/runway/queries'
import { OVERVIEW_LIST_LIMIT } from './queries'

export const workspacePanelQueries = {
  webhooks: () => webhookQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
  knowledgeBases: () => knowledgeBaseQueries.list({ limit: OVERVIEW_LIST_LIMIT }),
}

export function prefetchWorkspacePanels(client: QueryClient): void {
  // The overview names products from its own full list.
  prefetchRunway(client, { names: false })
  void client.prefetchQuery(workspacePanelQueries.webhooks())
  void client.prefetchQuery(workspacePanelQueries.knowledgeBases())
}
