// /knowledge-bases/$kbId: a knowledge base's sources (kind, status, documents, last refresh,
// last error) and the products attached to it. Refreshing a source says first which published
// products use the base; the source turns to refreshing at once, the page reads itself again
// while any source refreshes, and says when each one is done.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { KnowledgeBase, KnowledgeSource, Product } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { knowledgeBaseKeys, knowledgeBaseQueries, useRefreshKnowledgeSource } from '../../../api/knowledge-bases'
import { productQueries, useProductsById } from '../../../api/products'
import { Badge } from '../../../components/ui/badge'
import { WriteReasonBanner } from '../../../components/ui/banner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { DetailQuery } from '../../../components/ui/detail-query'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { Panel } from '../../../components/ui/panel'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../app/capabilities'
import { formatCount, formatDateTime, formatRelative, plural } from '../../../lib/format'
import { known } from '../../../lib/known'
import { OverallBadge, SOURCE_KIND_LABELS, SourceStatusBadge } from '../status'
import { DetailPending } from '../../../components/ui/detail-pending'
import { recallListSearch } from '../../../components/list-page/list-return'
import { knowledgeBasesSearch } from '../list/search'

const route = getRouteApi('/_workspace/knowledge-bases/$kbId')

const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

export const REFRESHING_REASON = 'A refresh is running; wait until it finishes.'

/** Back to the list as it was last filtered in this tab. */
const trail = () => [
  <Link
    key="list"
    to="/knowledge-bases"
    search={recallListSearch('/knowledge-bases', knowledgeBasesSearch)}
    className={crumbLinkClass}
  >
    Knowledge bases
  </Link>,
]

/** Toasts when a source this page watched refreshing is done, so the change is seen and heard. */
function useAnnounceSettled(kb: KnowledgeBase) {
  const previous = useRef(new Map(kb.sources.map((s) => [s.id, s.status])))
  useEffect(() => {
    for (const s of kb.sources) {
      if (previous.current.get(s.id) === 'refreshing' && s.status !== 'refreshing') {
        if (s.status === 'ready')
          toast.success(
            <>
              <bdi>{s.name}</bdi> is refreshed
            </>,
            { description: `${plural(s.document_count, 'document')}.` },
          )
        else
          toast.error(
            <>
              <bdi>{s.name}</bdi> failed to refresh
            </>,
            { description: s.last_error ?? undefined, duration: 10_000 },
          )
      }
    }
    previous.current = new Map(kb.sources.map((s) => [s.id, s.status]))
  }, [kb])
}

function SourceRow({
  source,
  writeReason,
  onRefresh,
}: {
  source: KnowledgeSource
  writeReason: string | null
  onRefresh: (source: KnowledgeSource) => void
}) {
  const refreshing = source.status === 'refreshing'
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 dir="auto" className="text-fg min-w-0 text-sm font-medium wrap-anywhere">
            {source.name}
          </h3>
          <SourceStatusBadge status={source.status} />
        </div>
        <dl className="text-fg-muted flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
          <div className="flex gap-1">
            <dt>Kind</dt>
            <dd className="text-fg">{known(SOURCE_KIND_LABELS, source.kind) ?? source.kind}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Documents</dt>
            <dd className="text-fg tabular-nums">{formatCount(source.document_count)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last refreshed</dt>
            <dd className="text-fg">
              {source.last_refreshed_at ? (
                <time dateTime={source.last_refreshed_at} title={formatDateTime(source.last_refreshed_at)}>
                  {formatRelative(source.last_refreshed_at)}
                </time>
              ) : (
                'never'
              )}
            </dd>
          </div>
        </dl>
        {source.status === 'failed' && source.last_error ? (
          <p className="text-danger text-xs break-words">
            <span className="font-medium">Last error: </span>
            {source.last_error}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        className="shrink-0 self-start"
        aria-label={`Refresh ${source.name}`}
        busy={refreshing}
        onClick={() => onRefresh(source)}
        disabledReason={writeReason ?? (refreshing ? REFRESHING_REASON : null)}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </li>
  )
}

/** Product ids in the order of their names, so lists read alphabetically (ids not yet named last). */
const byName = (ids: readonly string[], products: ReadonlyMap<string, Product>) =>
  [...ids].sort((a, b) => (products.get(a)?.name ?? `~${a}`).localeCompare(products.get(b)?.name ?? `~${b}`))

function AttachedProducts({ kb, products }: { kb: KnowledgeBase; products: ReadonlyMap<string, Product> }) {
  return (
    <Panel title="Attached products" description="The products that answer from this knowledge base.">
      {kb.product_ids.length === 0 ? (
        <EmptyState title="No product uses it">Attach it from a product’s page.</EmptyState>
      ) : (
        <ul aria-label="Attached products" className="divide-line border-line divide-y rounded-md border">
          {byName(kb.product_ids, products).map((id) => {
            const p = products.get(id)
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <Link
                  to="/products/$productId"
                  params={{ productId: id }}
                  dir="auto"
                  className={`${linkClass} min-w-0 wrap-anywhere`}
                >
                  {p?.name ?? id}
                </Link>
                {p ? (
                  <Badge tone={p.status === 'published' ? 'success' : 'neutral'}>
                    {p.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </Panel>
  )
}

/**
 * Which published products a refresh affects, read from each product itself when the
 * confirmation opens: the list read behind the names may be incomplete or stale, and
 * "no published product" must only be said once every product has answered.
 */
function PublishedUsers({ productIds }: { productIds: readonly string[] }) {
  const answers = useQueries({
    queries: productIds.map((id) => ({ ...productQueries.detail(id), staleTime: 0 })),
  })
  // A product deleted since the base was read uses nothing any more.
  const failed = answers.find((a) => a.isError && a.error.code !== 'not_found')
  if (failed)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-fg">Could not check which published products use this knowledge base.</p>
        <ErrorNotice
          error={failed.error}
          onRetry={() => answers.forEach((a) => (a.isError ? void a.refetch() : undefined))}
          retrying={answers.some((a) => a.isFetching)}
        />
      </div>
    )
  if (answers.some((a) => a.isPending))
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <span className="text-fg-muted">Checking which published products use this knowledge base…</span>
        <Skeleton className="h-4 w-48" />
      </div>
    )
  const published = answers
    .flatMap((a) => (a.data ? [a.data] : []))
    .filter((p) => p.status === 'published')
    .sort((a, b) => a.name.localeCompare(b.name))
  if (published.length === 0) return <p className="text-fg">No published product uses this knowledge base.</p>
  return (
    <>
      <p className="text-fg">
        {published.length === 1 ? 'A published product uses' : `${published.length} published products use`} this
        knowledge base:
      </p>
      <ul aria-label="Published products using it" className="list-disc ps-5">
        {published.map((p) => (
          <li key={p.id} className="text-fg font-medium wrap-anywhere">
            <bdi>{p.name}</bdi>
          </li>
        ))}
      </ul>
      <p className="text-fg-muted text-xs">
        While the source refreshes, and if the refresh fails, products using it cannot be published again.
      </p>
    </>
  )
}

function KnowledgeBaseDetail({ kb }: { kb: KnowledgeBase }) {
  const client = useQueryClient()
  const { reason: writeReason } = useCanWrite({ workspace: true })
  const products = useProductsById()
  const refresh = useRefreshKnowledgeSource()
  const [asking, setAsking] = useState<KnowledgeSource | null>(null)
  useAnnounceSettled(kb)

  const refreshing = kb.sources.some((s) => s.status === 'refreshing')

  const confirm = async () => {
    if (!asking) return
    try {
      await refresh.mutateAsync({ knowledgeBaseId: kb.id, sourceId: asking.id })
      toast.success(
        <>
          Refreshing <bdi>{asking.name}</bdi>
        </>,
        { description: 'The status changes here when it is done.' },
      )
    } catch (e) {
      if (isApiError(e) && e.code === 'refresh_in_progress') {
        // Someone else started one: show theirs rather than an error to retry.
        void client.invalidateQueries({ queryKey: knowledgeBaseKeys.detail(kb.id) })
        toast.error(
          <>
            <bdi>{asking.name}</bdi> is already refreshing
          </>,
          { description: e.detail ?? undefined },
        )
        return
      }
      throw e
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb trail={trail()} current={kb.name} />
      <header>
        <h1 className="text-fg text-2xl font-semibold tracking-tight wrap-anywhere">
          <bdi>{kb.name}</bdi>
        </h1>
        {kb.description ? (
          <p dir="auto" className="text-fg-muted mt-1 text-sm wrap-anywhere">
            {kb.description}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <OverallBadge kb={kb} />
          <span className="text-fg-muted">{plural(kb.sources.length, 'source')}</span>
          <span className="text-fg-muted">Updated {formatDateTime(kb.updated_at)}</span>
        </div>
      </header>

      <WriteReasonBanner reason={writeReason} />

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <Panel
          title="Sources"
          description={
            refreshing
              ? 'A refresh is running; this list updates by itself.'
              : 'Where the documents come from. Refresh a source to read it again.'
          }
          busy={false}
          className="lg:col-span-2"
        >
          {kb.sources.length === 0 ? (
            <EmptyState title="No sources">This knowledge base has nothing to read from yet.</EmptyState>
          ) : (
            <ul aria-label="Sources" className="divide-line border-line -mx-1 divide-y rounded-md border">
              {kb.sources.map((s) => (
                <SourceRow key={s.id} source={s} writeReason={writeReason} onRefresh={setAsking} />
              ))}
            </ul>
          )}
        </Panel>
        <AttachedProducts kb={kb} products={products} />
      </div>

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null)
        }}
        title={
          <>
            Refresh <bdi>{asking?.name ?? 'source'}</bdi>?
          </>
        }
        description="The source is read again; it shows as refreshing until it is done, then ready or failed."
        confirmLabel="Refresh"
        tone="primary"
        onConfirm={confirm}
      >
        {asking ? <PublishedUsers productIds={kb.product_ids} /> : null}
      </ConfirmDialog>
    </div>
  )
}

export function KnowledgeBasePage() {
  const { kbId } = route.useParams()
  const query = useQuery(knowledgeBaseQueries.detail(kbId))
  return (
    <DetailQuery
      query={query}
      pending={<DetailPending label="Loading the knowledge base…" main={['h-72']} side={['h-48']} />}
      failedTitle="The knowledge base could not be loaded"
      notFoundTitle="No such knowledge base"
      back={{ to: '/knowledge-bases', label: 'All knowledge bases' }}
      missing={
        <>
          There is no knowledge base <code className="font-mono break-all">{kbId}</code> in this workspace.
        </>
      }
    >
      {(kb) => <KnowledgeBaseDetail key={kbId} kb={kb} />}
    </DetailQuery>
  )
}
