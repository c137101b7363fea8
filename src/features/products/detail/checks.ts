// What blocks publishing, worked out in the browser from the same rules the API applies
// (docs/api.md, "Writes"), so the user sees it before trying.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { i18n } from '#i18n'
import { useQueries } from '@tanstack/react-query'
import type { FieldError, KnowledgeBase, Product } from '../../../api/contract'
import type { ApiError } from '../../../api/errors'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'

export type CheckState = 'passed' | 'blocked' | 'checking' | 'unknown'

export interface Check {
  id: string
  label: string
  /** The detail is the API's own words, shown as given. */
  fromServer?: boolean
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
      label: t`The prompt is written`,
      state: ok ? 'passed' : 'blocked',
      detail: ok
        ? t`A chat agent needs a prompt; this one has one.`
        : t`A chat agent needs a prompt before it can go live.`,
      ...(ok
        ? {}
        : {
            fix: unsavedPrompt
              ? t`Your prompt is not saved yet: save the details.`
              : t`Write the prompt under Details and save.`,
          }),
    })
  } else {
    const n = product.tool_ids.length
    checks.push({
      id: 'tools',
      label: t`At least one tool is attached`,
      state: n > 0 ? 'passed' : 'blocked',
      detail:
        n > 0
          ? plural(n, { one: '# tool in the manifest.', other: '# tools in the manifest.' })
          : t`An MCP server without tools offers nothing.`,
      ...(n > 0 ? {} : { fix: t`Attach a tool under Tools.` }),
    })
  }

  if (kbs.length === 0) {
    checks.push({
      id: 'sources',
      label: sourcesReady(),
      state: 'passed',
      detail: t`No knowledge bases attached.`,
    })
    return checks
  }
  if (
    kbs.some((k) => k.unreadable || k.error?.code === 'key_product_locked' || k.error?.code === 'insufficient_scope')
  ) {
    checks.push({
      id: 'sources',
      label: sourcesReady(),
      state: 'unknown',
      detail: t`This key cannot read knowledge bases, so their sources cannot be checked here.`,
      fix: t`The API checks them when you publish.`,
    })
    return checks
  }
  if (kbs.some((k) => k.pending)) {
    checks.push({ id: 'sources', label: sourcesReady(), state: 'checking', detail: t`Checking sources…` })
    return checks
  }
  const problems: string[] = []
  const fixAt: { kbId: string; label: string }[] = []
  let refreshing = false
  for (const { kb } of kbs) {
    if (!kb) continue
    const kbName = kb.name
    const failed = kb.sources.filter((s) => s.status === 'failed').length
    if (failed > 0 || kb.sources.some((s) => s.status === 'refreshing'))
      fixAt.push({
        kbId: kb.id,
        label:
          failed > 0
            ? plural(failed, {
                one: `Refresh the failed source of ${kbName}`,
                other: `Refresh the failed sources of ${kbName}`,
              })
            : t`Open ${kbName}`,
      })
    for (const s of kb.sources) {
      const { name: source, last_error: error } = s
      if (s.status === 'failed')
        problems.push(error ? t`“${source}” in ${kbName} failed: ${error}` : t`“${source}” in ${kbName} failed`)
      if (s.status === 'refreshing') {
        refreshing = true
        problems.push(t`“${source}” in ${kbName} is still refreshing`)
      }
    }
  }
  const unreadable = kbs.filter((k) => k.error).length
  const total = kbs.reduce((n, k) => n + (k.kb?.sources.length ?? 0), 0)
  checks.push({
    id: 'sources',
    label: sourcesReady(),
    state: problems.length > 0 ? 'blocked' : unreadable > 0 ? 'unknown' : 'passed',
    detail:
      problems.length > 0
        ? problemList(problems)
        : unreadable > 0
          ? plural(unreadable, {
              one: '# knowledge base could not be read.',
              other: '# knowledge bases could not be read.',
            })
          : plural(total, { one: 'The # source is ready.', other: 'All # sources are ready.' }),
    ...(problems.length > 0
      ? {
          fix: refreshing
            ? t`Wait for the refresh to finish (this updates by itself), or detach the knowledge base.`
            : t`Refresh the failed source in Knowledge bases, or detach the knowledge base.`,
          fixAt,
        }
      : {}),
  })
  return checks
}

const sourcesReady = () => t`Knowledge sources are ready`

/** "A; B." in the reader's punctuation: each problem is a clause of one sentence. */
function problemList(problems: string[]): string {
  const joined = problems.join(t`; `).replace(/[.。]$/, '')
  return t`${joined}.`
}

const API_REASON_LABELS: Record<string, MessageDescriptor> = {
  prompt_empty: msg`The prompt is empty`,
  no_tools: msg`No tool is attached`,
  source_failed: msg`A knowledge source failed`,
  source_refreshing: msg`A knowledge source is refreshing`,
}

/** The API's `publish_blocked` reasons as checks (from render), for when it knew something the page did not. */
export const apiChecks = (errors: readonly FieldError[]): Check[] =>
  errors.map((e, i) => {
    const reason = API_REASON_LABELS[e.code]
    return {
      id: `api-${i}`,
      label: reason ? i18n._(reason) : e.code,
      state: 'blocked',
      detail: e.detail,
      fromServer: true,
    }
  })
