// What blocks publishing, worked out in the browser from the same rules the API applies
// (docs/api.md, "Writes"), so the user sees it before trying.
import { useQueries } from '@tanstack/react-query'
import type { FieldError, KnowledgeBase, Product } from '../../../api/contract'
import type { ApiError } from '../../../api/errors'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'

export type CheckState = 'passed' | 'blocked' | 'checking' | 'unknown'

export interface Check {
  id: string
  label: string
  state: CheckState
  /** What is wrong, or why it is fine. */
  detail: string
  /** How to fix it, when blocked. */
  fix?: string
  /** Where to fix it: the knowledge bases whose sources block it. */
  fixAt?: { kbId: string; label: string }[]
}

export interface KnowledgeBaseState {
  id: string
  kb: KnowledgeBase | undefined
  error: ApiError | null
  pending: boolean
  /** The key may not read knowledge bases (it is locked to a product), so it is not asked. */
  unreadable?: boolean
}

/**
 * Each attached knowledge base, read once for this page and for the checklist (they poll while
 * refreshing); not asked with a product-locked key, which the API would refuse.
 */
export function useAttachedKnowledgeBases(product: Product, readable: boolean): KnowledgeBaseState[] {
  return useQueries({
    queries: product.knowledge_base_ids.map((id) => ({
      ...knowledgeBaseQueries.detail(id),
      retry: false,
      enabled: readable,
    })),
    combine: (results) =>
      results.map((r, i) => ({
        id: product.knowledge_base_ids[i] ?? '',
        kb: r.data,
        error: r.error,
        pending: readable && r.isPending,
        unreadable: !readable,
      })),
  })
}

export function publishChecks(product: Product, kbs: KnowledgeBaseState[], unsavedPrompt: boolean): Check[] {
  const checks: Check[] = []
  if (product.kind === 'chat_agent') {
    const ok = product.prompt.trim() !== ''
    checks.push({
      id: 'prompt',
      label: 'The prompt is written',
      state: ok ? 'passed' : 'blocked',
      detail: ok
        ? 'A chat agent needs a prompt; this one has one.'
        : 'A chat agent needs a prompt before it can go live.',
      ...(ok
        ? {}
        : {
            fix: unsavedPrompt
              ? 'Your prompt is not saved yet: save the details.'
              : 'Write the prompt under Details and save.',
          }),
    })
  } else {
    const n = product.tool_ids.length
    checks.push({
      id: 'tools',
      label: 'At least one tool is attached',
      state: n > 0 ? 'passed' : 'blocked',
      detail:
        n > 0 ? `${n} ${n === 1 ? 'tool' : 'tools'} in the manifest.` : 'An MCP server without tools offers nothing.',
      ...(n > 0 ? {} : { fix: 'Attach a tool under Tools.' }),
    })
  }

  if (kbs.length === 0) {
    checks.push({
      id: 'sources',
      label: 'Knowledge sources are ready',
      state: 'passed',
      detail: 'No knowledge bases attached.',
    })
    return checks
  }
  if (
    kbs.some((k) => k.unreadable || k.error?.code === 'key_product_locked' || k.error?.code === 'insufficient_scope')
  ) {
    checks.push({
      id: 'sources',
      label: 'Knowledge sources are ready',
      state: 'unknown',
      detail: 'This key cannot read knowledge bases, so their sources cannot be checked here.',
      fix: 'The API checks them when you publish.',
    })
    return checks
  }
  if (kbs.some((k) => k.pending)) {
    checks.push({ id: 'sources', label: 'Knowledge sources are ready', state: 'checking', detail: 'Checking sources…' })
    return checks
  }
  const problems: string[] = []
  const fixAt: { kbId: string; label: string }[] = []
  let refreshing = false
  for (const { kb } of kbs) {
    if (!kb) continue
    const failed = kb.sources.filter((s) => s.status === 'failed').length
    if (failed > 0 || kb.sources.some((s) => s.status === 'refreshing'))
      fixAt.push({
        kbId: kb.id,
        label:
          failed > 0 ? `Refresh the failed ${failed === 1 ? 'source' : 'sources'} of ${kb.name}` : `Open ${kb.name}`,
      })
    for (const s of kb.sources) {
      if (s.status === 'failed')
        problems.push(`“${s.name}” in ${kb.name} failed${s.last_error ? `: ${s.last_error}` : ''}`)
      if (s.status === 'refreshing') {
        refreshing = true
        problems.push(`“${s.name}” in ${kb.name} is still refreshing`)
      }
    }
  }
  const unreadable = kbs.filter((k) => k.error).length
  const total = kbs.reduce((n, k) => n + (k.kb?.sources.length ?? 0), 0)
  checks.push({
    id: 'sources',
    label: 'Knowledge sources are ready',
    state: problems.length > 0 ? 'blocked' : unreadable > 0 ? 'unknown' : 'passed',
    detail:
      problems.length > 0
        ? `${problems.join('; ').replace(/\.$/, '')}.`
        : unreadable > 0
          ? `${unreadable} knowledge ${unreadable === 1 ? 'base' : 'bases'} could not be read.`
          : `All ${total} ${total === 1 ? 'source is' : 'sources are'} ready.`,
    ...(problems.length > 0
      ? {
          fix: refreshing
            ? 'Wait for the refresh to finish (this updates by itself), or detach the knowledge base.'
            : 'Refresh the failed source in Knowledge bases, or detach the knowledge base.',
          fixAt,
        }
      : {}),
  })
  return checks
}

const API_REASON_LABELS: Record<string, string> = {
  prompt_empty: 'The prompt is empty',
  no_tools: 'No tool is attached',
  source_failed: 'A knowledge source failed',
  source_refreshing: 'A knowledge source is refreshing',
}

/** The API's `publish_blocked` reasons as checks, for when it knew something the page did not. */
export const apiChecks = (errors: readonly FieldError[]): Check[] =>
  errors.map((e, i) => ({
    id: `api-${i}`,
    label: API_REASON_LABELS[e.code] ?? e.code,
    state: 'blocked',
    detail: e.detail,
  }))
