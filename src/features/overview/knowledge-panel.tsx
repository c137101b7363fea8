// Knowledge sources whose last refresh failed, with the reason, each leading to its knowledge base.
import { Link } from '@tanstack/react-router'
import type { KnowledgeBase } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { formatCount, formatDateTime, plural } from '../../lib/format'
import { figureLinkClass } from '../../components/ui/figure'

export function Sources({ bases, more }: { bases: KnowledgeBase[]; more: boolean }) {
  if (bases.length === 0)
    return (
      <EmptyState title="No knowledge bases">
        Knowledge bases give agents documents to answer from; they are set up in the platform.
      </EmptyState>
    )
  const all = bases.flatMap((kb) => kb.sources.map((source) => ({ kb, source })))
  const failed = all.filter(({ source }) => source.status === 'failed')
  const total = `${formatCount(all.length)}${more ? '+' : ''}`
  if (failed.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm">
        <Badge tone="success">None failed</Badge>
        <span className="text-fg-muted">
          {total} {all.length === 1 && !more ? 'source' : 'sources'} in {plural(bases.length, 'knowledge base')}.
        </span>
      </p>
    )
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted text-sm">
        <Link to="/knowledge-bases" className={`${figureLinkClass} text-fg font-semibold`}>
          {plural(failed.length, 'source')}
        </Link>{' '}
        of {total} failed to refresh.
      </p>
      <ul className="divide-line divide-y">
        {failed.map(({ kb, source }) => (
          <li key={source.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="danger">Failed</Badge>
              <span dir="auto" className="text-fg min-w-0 text-sm font-medium wrap-anywhere">
                {source.name}
              </span>
              <span className="text-fg-muted min-w-0 text-sm wrap-anywhere">
                in{' '}
                <Link
                  to="/knowledge-bases/$kbId"
                  params={{ kbId: kb.id }}
                  className="text-fg hover:text-accent decoration-line-strong underline underline-offset-4"
                >
                  <bdi>{kb.name}</bdi>
                </Link>
              </span>
            </div>
            <p className="text-fg-muted text-xs break-words">
              {source.last_error ?? 'No reason given'}
              {source.last_refreshed_at ? ` · last refreshed ${formatDateTime(source.last_refreshed_at)}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
