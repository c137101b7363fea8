// Rules of the catalog shared by its handlers and the seed: derived fields, publish
// blockers, the MCP manifest, and the knowledge-source refresh job.
import { inputsToJsonSchema } from '../../../src/api/contract/input-json-schema'
import {
  SOURCE_KINDS,
  type FieldError,
  type KnowledgeBase,
  type KnowledgeSource,
  type Manifest,
  type Product,
  type Tool,
} from '../../../src/api/contract'
import { iso } from '../clock'
import type { ServiceCore } from '../core'
import { hashString } from '../random'
import type { StoredKnowledgeBase, StoredTool } from '../store'

/** Newest `created_at` first, ids breaking ties so pages are stable. */
export function newestFirst<T extends { id: string; created_at: string }>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1,
  )
}

/** Case-insensitive substring match of `q` against any of the texts; no `q` matches all. */
export function matchesQuery(q: string | undefined, ...texts: string[]): boolean {
  const needle = q?.trim().toLocaleLowerCase()
  if (!needle) return true
  return texts.some((t) => t.toLocaleLowerCase().includes(needle))
}

export function toolView(svc: ServiceCore, tool: StoredTool): Tool {
  const usedBy = [...svc.store.products.values()]
    .filter((p) => p.tool_ids.includes(tool.id))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1))
    .map((p) => ({ id: p.id, name: p.name }))
  return { ...tool, used_by: usedBy }
}

export function knowledgeBaseView(svc: ServiceCore, kb: StoredKnowledgeBase): KnowledgeBase {
  const { refreshing: _refreshing, flaky_source_ids: _flaky, ...rest } = kb
  const productIds = [...svc.store.products.values()]
    .filter((p) => p.knowledge_base_ids.includes(kb.id))
    .map((p) => p.id)
  return { ...rest, sources: kb.sources.map((s) => ({ ...s })), product_ids: productIds.sort() }
}

export const mcpUrlOf = (svc: ServiceCore, slug: string) => `${svc.origin}/mcp/${slug}`

/** Every reason the product cannot be published now, in the form of `errors[]`. */
export function publishBlockers(svc: ServiceCore, product: Product): FieldError[] {
  const errors: FieldError[] = []
  if (product.kind === 'chat_agent' && product.prompt.trim() === '')
    errors.push({
      pointer: '#/prompt',
      code: 'prompt_empty',
      detail: 'A chat agent needs a prompt before it can be published.',
    })
  if (product.kind === 'mcp_server' && product.tool_ids.length === 0)
    errors.push({
      pointer: '#/tool_ids',
      code: 'no_tools',
      detail: 'An MCP server needs at least one tool before it can be published.',
    })
  product.knowledge_base_ids.forEach((kbId, index) => {
    const kb = svc.store.knowledgeBases.get(kbId)
    if (!kb) return
    for (const source of kb.sources) {
      if (source.status === 'failed')
        errors.push({
          pointer: `#/knowledge_base_ids/${index}`,
          code: 'source_failed',
          detail: `Source "${source.name}" (${source.id}) of knowledge base "${kb.name}" failed to refresh${source.last_error ? `: ${source.last_error}` : ''}. Refresh it or detach the knowledge base.`,
        })
      else if (source.status === 'refreshing')
        errors.push({
          pointer: `#/knowledge_base_ids/${index}`,
          code: 'source_refreshing',
          detail: `Source "${source.name}" (${source.id}) of knowledge base "${kb.name}" is still refreshing. Publish once it is ready.`,
        })
    }
  })
  return errors
}

export function buildManifest(svc: ServiceCore, product: Product): Manifest {
  const tools = product.tool_ids.flatMap((id) => {
    const tool = svc.store.tools.get(id)
    return tool
      ? [{ name: tool.name, description: tool.description, input_schema: inputsToJsonSchema(tool.inputs) }]
      : []
  })
  return { product_id: product.id, name: product.name, description: product.summary, tools }
}

/** Mock time a refresh takes before dividing by `timeScale`: 3 to 6 seconds, fixed per source. */
export const REFRESH_MIN_MS = 3_000
export const REFRESH_MAX_MS = 6_000
export const refreshDurationMs = (sourceId: string, timeScale: number) =>
  Math.max(
    1,
    Math.round(
      (REFRESH_MIN_MS + (hashString(sourceId) % (REFRESH_MAX_MS - REFRESH_MIN_MS + 1))) / Math.max(timeScale, 1e-9),
    ),
  )

/** Why a refresh fails, by source kind: realistic texts for the demo. */
const FAILURE_BY_KIND: Record<(typeof SOURCE_KINDS)[number], string> = {
  website: 'Crawl stopped: the site answered 503 Service Unavailable for 12 consecutive pages.',
  file: 'The file could not be parsed: it is password-protected.',
  sitemap: 'The sitemap could not be fetched: the request timed out after 30 s.',
  notion: 'Notion answered 401 Unauthorized: the integration no longer has access to this page.',
  google_drive: 'Google Drive answered 403: the shared folder is no longer shared with the workspace.',
}

export function failureMessageFor(kind: KnowledgeSource['kind']): string {
  const known = SOURCE_KINDS.find((k) => k === kind)
  return known ? FAILURE_BY_KIND[known] : 'The source could not be read.'
}

/**
 * Starts a refresh: the source becomes `refreshing` and a scheduler job settles it.
 * Fails when `fail_next_refresh` was set (consumed here) or the seed marked the source flaky.
 */
export function startRefresh(svc: ServiceCore, kb: StoredKnowledgeBase, source: KnowledgeSource): void {
  const now = svc.now()
  const fail = svc.store.faults.fail_next_refresh || (kb.flaky_source_ids ?? []).includes(source.id)
  svc.store.faults.fail_next_refresh = false
  const until = now + refreshDurationMs(source.id, svc.config.timeScale)
  source.status = 'refreshing'
  source.last_error = null
  kb.refreshing = { ...(kb.refreshing ?? {}), [source.id]: { until, fail } }
  kb.updated_at = iso(now)
  scheduleRefreshCompletion(svc, kb.id, source.id, until)
}

function scheduleRefreshCompletion(svc: ServiceCore, kbId: string, sourceId: string, until: number, due = until): void {
  svc.clock.scheduler.at(due, () => completeRefresh(svc, kbId, sourceId, until))
}

function completeRefresh(svc: ServiceCore, kbId: string, sourceId: string, until: number): void {
  // Looked up afresh: a reset or a newer refresh may have replaced what was scheduled.
  const kb = svc.store.knowledgeBases.get(kbId)
  const pending = kb?.refreshing?.[sourceId]
  const source = kb?.sources.find((s) => s.id === sourceId)
  if (!kb || !pending || !source || pending.until !== until) return
  const { [sourceId]: _done, ...rest } = kb.refreshing ?? {}
  kb.refreshing = rest
  const now = svc.now()
  if (pending.fail) {
    source.status = 'failed'
    source.last_error = failureMessageFor(source.kind)
  } else {
    // Documents drift a little between refreshes, deterministically per source and time.
    const drift = (hashString(`${sourceId}:${until}`) % 13) - 4
    source.status = 'ready'
    source.last_error = null
    source.last_refreshed_at = iso(now)
    source.document_count = Math.max(1, source.document_count + drift)
  }
  kb.updated_at = iso(now)
}

/**
 * Re-arms refresh jobs for sources left `refreshing` in a store that was restored
 * from a snapshot (the scheduler itself is not persisted).
 */
export function resumeRefreshes(svc: ServiceCore): void {
  for (const kb of svc.store.knowledgeBases.values())
    for (const [sourceId, pending] of Object.entries(kb.refreshing ?? {}))
      scheduleRefreshCompletion(svc, kb.id, sourceId, pending.until, Math.max(pending.until, svc.now()))
}
