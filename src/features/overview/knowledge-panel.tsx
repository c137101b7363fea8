// Knowledge sources whose last refresh failed, with the reason, each leading to its knowledge base.
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { KnowledgeBase } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { formatCount, formatDateTime } from '../../lib/format'
import { figureLinkClass } from '../../components/ui/figure'
import { AllClear, WatchList } from './watch-list'

const SourcesLink = ({ children }: { children: ReactNode }) => (
  <Link to="/knowledge-bases" className={`${figureLinkClass} text-fg font-semibold`}>
    {children}
  </Link>
)

export function Sources({ bases, more }: { bases: KnowledgeBase[]; more: boolean }) {
  const { t } = useLingui()
  if (bases.length === 0)
    return (
      <EmptyState title={t`No knowledge bases`}>
        <Trans>Knowledge bases give agents documents to answer from; they are set up in the platform.</Trans>
      </EmptyState>
    )
  const all = bases.flatMap((kb) => kb.sources.map((source) => ({ kb, source })))
  const failed = all.filter(({ source }) => source.status === 'failed')
  const total = `${formatCount(all.length)}${more ? '+' : ''}`
  const sourceCount = more ? Number.POSITIVE_INFINITY : all.length
  const baseCount = bases.length
  const kbs = formatCount(baseCount)
  const failedCount = failed.length
  if (failedCount === 0)
    return (
      <AllClear badge={t`None failed`}>
        {baseCount === 1
          ? plural(sourceCount, {
              one: `${total} source in 1 knowledge base.`,
              other: `${total} sources in 1 knowledge base.`,
            })
          : plural(sourceCount, {
              one: `${total} source in ${kbs} knowledge bases.`,
              other: `${total} sources in ${kbs} knowledge bases.`,
            })}
      </AllClear>
    )
  return (
    <WatchList
      count={
        <Plural
          value={failedCount}
          one={
            <Trans>
              <SourcesLink># source</SourcesLink> of {total} failed to refresh.
            </Trans>
          }
          other={
            <Trans>
              <SourcesLink># sources</SourcesLink> of {total} failed to refresh.
            </Trans>
          }
        />
      }
    >
      {failed.map(({ kb, source }) => {
        const kbName = kb.name
        const refreshed = source.last_refreshed_at ? formatDateTime(source.last_refreshed_at) : null
        return (
          <li key={source.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="danger">{t`Failed`}</Badge>
              <span dir="auto" translate="no" className="text-fg min-w-0 text-sm font-medium wrap-anywhere">
                {source.name}
              </span>
              <span className="text-fg-muted min-w-0 text-sm wrap-anywhere">
                <Trans>
                  in{' '}
                  <Link
                    to="/knowledge-bases/$kbId"
                    params={{ kbId: kb.id }}
                    className="text-fg hover:text-accent decoration-line-strong underline underline-offset-4"
                  >
                    <bdi translate="no">{kbName}</bdi>
                  </Link>
                </Trans>
              </span>
            </div>
            <p className="text-fg-muted text-xs break-words">
              {/* The server's own words about the failure, as it gave them, in their own direction. */}
              {source.last_error ? <bdi translate="no">{source.last_error}</bdi> : t`No reason given`}
              {refreshed ? ` · ${t`last refreshed ${refreshed}`}` : ''}
            </p>
          </li>
        )
      })}
    </WatchList>
  )
}
