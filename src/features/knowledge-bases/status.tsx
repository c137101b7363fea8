// How a knowledge base's and a source's state read: words first, colour second.
import { useLingui as useLanguage } from '#i18n'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { KnowledgeBase, KnowledgeSource, SOURCE_KINDS, SOURCE_STATUSES } from '../../api/contract'
import { Badge, type Tone } from '../../components/ui/badge'
import { known } from '../../lib/known'

export const SOURCE_KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], MessageDescriptor> = {
  website: msg`Website`,
  file: msg`File`,
  sitemap: msg`Sitemap`,
  notion: msg`Notion`,
  google_drive: msg`Google Drive`,
}

const STATUS: Record<(typeof SOURCE_STATUSES)[number], { text: MessageDescriptor; tone: Tone }> = {
  ready: { text: msg`Ready`, tone: 'success' },
  refreshing: { text: msg`Refreshing`, tone: 'warning' },
  failed: { text: msg`Failed`, tone: 'danger' },
}

/**
 * A few words for the whole base (from render, in the language in force): failed sources first
 * (the tone), then refreshing ones, else ready.
 */
export function overallStatus(kb: KnowledgeBase): { text: string; tone: Tone } {
  const failed = kb.sources.filter((s) => s.status === 'failed').length
  const refreshing = kb.sources.filter((s) => s.status === 'refreshing').length
  if (failed && refreshing) {
    const stillRefreshing = plural(refreshing, { one: '# refreshing', other: '# refreshing' })
    return {
      text: plural(failed, { one: `# failed, ${stillRefreshing}`, other: `# failed, ${stillRefreshing}` }),
      tone: 'danger',
    }
  }
  if (failed) return { text: plural(failed, { one: '# source failed', other: '# sources failed' }), tone: 'danger' }
  if (refreshing)
    return {
      text: plural(refreshing, { one: '# source refreshing', other: '# sources refreshing' }),
      tone: 'warning',
    }
  return kb.sources.length ? { text: t`Ready`, tone: 'success' } : { text: t`No sources`, tone: 'neutral' }
}

export function OverallBadge({ kb }: { kb: KnowledgeBase }) {
  useLanguage()
  const { text, tone } = overallStatus(kb)
  return <Badge tone={tone}>{text}</Badge>
}

export function SourceStatusBadge({ status }: { status: KnowledgeSource['status'] }) {
  const { i18n } = useLingui()
  // A status newer than the dashboard reads as it came, in a neutral badge.
  const look = known(STATUS, status)
  const { text, tone } = look
    ? { text: i18n._(look.text), tone: look.tone }
    : { text: status, tone: 'neutral' as const }
  return (
    <Badge tone={tone}>
      {status === 'refreshing' ? (
        <span
          aria-hidden="true"
          className="me-1.5 size-2.5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : null}
      {text}
    </Badge>
  )
}
