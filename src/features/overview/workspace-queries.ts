// The overview's endpoint and knowledge panels' queries, apart from queries.ts (which every first
// route carries, as the overview's loader does): their API modules load only with the overview.
import type { QueryClient } from '@tanstack/react-query'
import { LIMIT_MAX } from '../../api/contract'
import { knowledgeBaseQueries } from '../../api/knowledge-bases'
import { webhookQueries } from '../../api/webhooks'
import { prefetchRunway } from '../../components/runway/queries'

/** One page of the API's largest size: enough for almost any workspace, and more shows as "100+". */
export const workspacePanelQueries = {
  webhooks: () => webhookQueries.list({ limit: LIMIT_MAX }),
  knowledgeBases: () => knowledgeBaseQueries.list({ limit: LIMIT_MAX }),
}

export function prefetchWorkspacePanels(client: QueryClient): void {
  // The overview names products from its own full list.
  prefetchRunway(client, { names: false })
  void client.prefetchQuery(workspacePanelQueries.webhooks())
  void client.prefetchQuery(workspacePanelQueries.knowledgeBases())
}
