// How a knowledge base's and a source's state read: words first, colour second.
import type { KnowledgeBase, KnowledgeSource, SOURCE_KINDS, SOURCE_STATUSES } from '../../api/contract'
import { Badge, type Tone } from '../../components/ui/badge'
import { plural } from '../../lib/format'
import { known } from '../../lib/known'

export const SOURCE_KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], string> = {
  website: 'Website',
  file: 'File',
  sitemap: 'Sitemap',
  notion: 'Notion',
  google_drive: 'Google Drive',
}

const STATUS: Record<(typeof SOURCE_STATUSES)[number], { text: string; tone: Tone }> = {
  ready: { text: 'Ready', tone: 'success' },
  refreshing: { text: 'Refreshing', tone: 'warning' },
  failed: { text: 'Failed', tone: 'danger' },
}

/** A few words for the whole base: failed sources first (the tone), then refreshing ones, else ready. */
export function overallStatus(kb: KnowledgeBase): { text: string; tone: Tone } {
  const failed = kb.sources.filter((s) => s.status === 'failed').length
  const refreshing = kb.sources.filter((s) => s.status === 'refreshing').length
  if (failed && refreshing) return { text: `${failed} failed, ${refreshing} refreshing`, tone: 'danger' }
  if (failed) return { text: `${plural(failed, 'source')} failed`, tone: 'danger' }
  if (refreshing) return { text: `${plural(refreshing, 'source')} refreshing`, tone: 'warning' }
  return { text: kb.sources.length ? 'Ready' : 'No sources', tone: kb.sources.length ? 'success' : 'neutral' }
}

export function OverallBadge({ kb }: { kb: KnowledgeBase }) {
  const { text, tone } = overallStatus(kb)
  return <Badge tone={tone}>{text}</Badge>
}

export function SourceStatusBadge({ status }: { status: KnowledgeSource['status'] }) {
  // A status newer than the dashboard reads as it came, in a neutral badge.
  const { text, tone } = known(STATUS, status) ?? { text: status, tone: 'neutral' }
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
