// /knowledge-bases/$kbId: a knowledge base's sources (kind, status, documents, last refresh,
// last error) and the products attached to it. Refreshing a source says first which published
// products use the base; the source turns to refreshing at once, the page reads itself again
// while any source refreshes, and says when each one is done.
import { useLingui as useLanguage } from '#i18n'
import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { KnowledgeBase, KnowledgeSource, Product } from '../../../api/contract'
import { isApiError } from '../../../api/errors'
import { knowledgeBaseKeys, knowledgeBaseQueries, useRefreshKnowledgeSource } from '../../../api/knowledge-bases'
import { productQueries, useProductsById } from '../../../api/products'
import { WriteReasonBanner } from '../../../components/ui/banner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { DetailQuery, MissingId } from '../../../components/ui/detail-query'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { Panel } from '../../../components/ui/panel'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../components/ui/toast'
import { useCanWrite } from '../../../app/capabilities'
import { formatCount, formatDateTime, formatRelative } from '../../../lib/format'
import { known } from '../../../lib/known'
import { OverallBadge, SOURCE_KIND_LABELS, SourceStatusBadge } from '../status'
import { StatusBadge } from '../../../components/products/labels'
import { i18n } from '#i18n'
import { DetailPending } from '../../../components/ui/detail-pending'
import { recallListSearch } from '../../../components/list-page/list-return'
import { knowledgeBasesSearch } from '../list/search'

const route = getRouteApi('/_workspace/knowledge-bases/$kbId')

const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'

/** From render, in the language in force. */
export const refreshingReason = () => t`A refresh is running; wait until it finishes.`

/** Back to the list as it was last filtered in this tab. */
const trail = () => [
  <Link
    key="list"
    to="/knowledge-bases"
    search={recallListSearch('/knowledge-bases', knowledgeBasesSearch)}
    className={crumbLinkClass}
  >
    <Trans>Knowledge bases</Trans>
  </Link>,
]

/** Toasts when a source this page watched refreshing is done, so the change is seen and heard. */
function useAnnounceSettled(kb: KnowledgeBase) {
  const previous = useRef(new Map(kb.sources.map((s) => [s.id, s.status])))
  useEffect(() => {
    for (const s of kb.sources) {
      if (previous.current.get(s.id) === 'refreshing' && s.status !== 'refreshing') {
        const name = s.name
        if (s.status === 'ready')
          toast.success(
            <Trans>
              <bdi translate="no">{name}</bdi> is refreshed
            </Trans>,
            { description: plural(s.document_count, { one: '# document.', other: '# documents.' }) },
          )
        else
          toast.error(
            <Trans>
              <bdi translate="no">{name}</bdi> failed to refresh
            </Trans>,
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
  useLanguage()
  const refreshing = source.status === 'refreshing'
  const name = source.name
  const kind = known(SOURCE_KIND_LABELS, source.kind)
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 dir="auto" translate="no" className="text-fg min-w-0 text-sm font-medium wrap-anywhere">
            {source.name}
          </h3>
          <SourceStatusBadge status={source.status} />
        </div>
        <dl className="text-fg-muted flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
          <div className="flex gap-1">
            <dt>
              <Trans>Kind</Trans>
            </dt>
            <dd className="text-fg">{kind ? i18n._(kind) : source.kind}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <Trans>Documents</Trans>
            </dt>
            <dd className="text-fg tabular-nums">{formatCount(source.document_count)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <Trans>Last refreshed</Trans>
            </dt>
            <dd className="text-fg">
              {source.last_refreshed_at ? (
                <time dateTime={source.last_refreshed_at} title={formatDateTime(source.last_refreshed_at)}>
                  {formatRelative(source.last_refreshed_at)}
                </time>
              ) : (
                t`never`
              )}
            </dd>
          </div>
        </dl>
        {source.status === 'failed' && source.last_error ? (
          <p className="text-danger text-xs break-words">
            <span className="font-medium">
              <Trans>Last error:</Trans>
            </span>{' '}
            <span translate="no" dir="auto">
              {source.last_error}
            </span>
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        className="shrink-0 self-start"
        aria-label={t`Refresh ${name}`}
        busy={refreshing}
        onClick={() => onRefresh(source)}
        disabledReason={writeReason ?? (refreshing ? refreshingReason() : null)}
      >
        {refreshing ? t`Refreshing…` : t`Refresh`}
      </Button>
    </li>
  )
}

/** Product ids in the order of their names, so lists read alphabetically (ids not yet named last). */
const byName = (ids: readonly string[], products: ReadonlyMap<string, Product>) =>
  [...ids].sort((a, b) => (products.get(a)?.name ?? `~${a}`).localeCompare(products.get(b)?.name ?? `~${b}`))

function AttachedProducts({ kb, products }: { kb: KnowledgeBase; products: ReadonlyMap<string, Product> }) {
  useLanguage()
  return (
    <Panel title={t`Attached products`} description={t`The products that answer from this knowledge base.`}>
      {kb.product_ids.length === 0 ? (
        <EmptyState title={t`No product uses it`}>
          <Trans>Attach it from a product’s page.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Attached products`} className="divide-line border-line divide-y rounded-md border">
          {byName(kb.product_ids, products).map((id) => {
            const p = products.get(id)
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <Link
                  to="/products/$productId"
                  params={{ productId: id }}
                  dir="auto"
                  translate="no"
                  className={`${linkClass} min-w-0 wrap-anywhere`}
                >
                  {p?.name ?? id}
                </Link>
                {p ? <StatusBadge status={p.status} /> : null}
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
  useLanguage()
  const answers = useQueries({
    queries: productIds.map((id) => ({ ...productQueries.detail(id), staleTime: 0 })),
  })
  // A product deleted since the base was read uses nothing any more.
  const failed = answers.find((a) => a.isError && a.error.code !== 'not_found')
  if (failed)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-fg">
          <Trans>Could not check which published products use this knowledge base.</Trans>
        </p>
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
        <span className="text-fg-muted">
          <Trans>Checking which published products use this knowledge base…</Trans>
        </span>
        <Skeleton className="h-4 w-48" />
      </div>
    )
  const published = answers
    .flatMap((a) => (a.data ? [a.data] : []))
    .filter((p) => p.status === 'published')
    .sort((a, b) => a.name.localeCompare(b.name))
  if (published.length === 0)
    return (
      <p className="text-fg">
        <Trans>No published product uses this knowledge base.</Trans>
      </p>
    )
  return (
    <>
      <p className="text-fg">
        {plural(published.length, {
          one: 'A published product uses this knowledge base:',
          other: '# published products use this knowledge base:',
        })}
      </p>
      <ul aria-label={t`Published products using it`} className="list-disc ps-5">
        {published.map((p) => (
          <li key={p.id} translate="no" className="text-fg font-medium wrap-anywhere">
            <bdi>{p.name}</bdi>
          </li>
        ))}
      </ul>
      <p className="text-fg-muted text-xs">
        <Trans>
          While the source refreshes, and if the refresh fails, products using it cannot be published again.
        </Trans>
      </p>
    </>
  )
}

function KnowledgeBaseDetail({ kb }: { kb: KnowledgeBase }) {
  useLanguage()
  const client = useQueryClient()
  const { reason: writeReason } = useCanWrite({ workspace: true })
  const products = useProductsById()
  const refresh = useRefreshKnowledgeSource()
  const [asking, setAsking] = useState<KnowledgeSource | null>(null)
  useAnnounceSettled(kb)

  const refreshing = kb.sources.some((s) => s.status === 'refreshing')
  const updatedAt = formatDateTime(kb.updated_at)
  const askingName = asking?.name

  const confirm = async () => {
    if (!asking) return
    const name = asking.name
    try {
      await refresh.mutateAsync({ knowledgeBaseId: kb.id, sourceId: asking.id })
      toast.success(
        <Trans>
          Refreshing <bdi translate="no">{name}</bdi>
        </Trans>,
        { description: t`The status changes here when it is done.` },
      )
    } catch (e) {
      if (isApiError(e) && e.code === 'refresh_in_progress') {
        // Someone else started one: show theirs rather than an error to retry.
        void client.invalidateQueries({ queryKey: knowledgeBaseKeys.detail(kb.id) })
        toast.error(
          <Trans>
            <bdi translate="no">{name}</bdi> is already refreshing
          </Trans>,
          { description: e.detail ?? undefined },
        )
        return
      }
      throw e
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb trail={trail()} current={{ name: kb.name }} />
      <header>
        <h1 className="text-fg text-2xl font-semibold tracking-tight wrap-anywhere">
          <bdi translate="no">{kb.name}</bdi>
        </h1>
        {kb.description ? (
          <p dir="auto" translate="no" className="text-fg-muted mt-1 text-sm wrap-anywhere">
            {kb.description}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <OverallBadge kb={kb} />
          <span className="text-fg-muted">{plural(kb.sources.length, { one: '# source', other: '# sources' })}</span>
          <span className="text-fg-muted">{t`Updated ${updatedAt}`}</span>
        </div>
      </header>

      <WriteReasonBanner reason={writeReason} />

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <Panel
          title={t`Sources`}
          description={
            refreshing
              ? t`A refresh is running; this list updates by itself.`
              : t`Where the documents come from. Refresh a source to read it again.`
          }
          busy={false}
          className="lg:col-span-2"
        >
          {kb.sources.length === 0 ? (
            <EmptyState title={t`No sources`}>
              <Trans>This knowledge base has nothing to read from yet.</Trans>
            </EmptyState>
          ) : (
            <ul aria-label={t`Sources`} className="divide-line border-line -mx-1 divide-y rounded-md border">
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
          askingName ? (
            <Trans>
              Refresh <bdi translate="no">{askingName}</bdi>?
            </Trans>
          ) : (
            t`Refresh the source?`
          )
        }
        description={t`The source is read again; it shows as refreshing until it is done, then ready or failed.`}
        confirmLabel={t`Refresh`}
        tone="primary"
        onConfirm={confirm}
      >
        {asking ? <PublishedUsers productIds={kb.product_ids} /> : null}
      </ConfirmDialog>
    </div>
  )
}

export function KnowledgeBasePage() {
  useLanguage()
  const { kbId } = route.useParams()
  const query = useQuery(knowledgeBaseQueries.detail(kbId))
  return (
    <DetailQuery
      query={query}
      pending={<DetailPending label={t`Loading the knowledge base…`} main={['h-72']} side={['h-48']} />}
      failedTitle={t`The knowledge base could not be loaded`}
      notFoundTitle={t`No such knowledge base`}
      back={{ to: '/knowledge-bases', label: t`All knowledge bases` }}
      missing={
        <Trans>
          There is no knowledge base <MissingId>{kbId}</MissingId> in this workspace.
        </Trans>
      }
    >
      {(kb) => <KnowledgeBaseDetail key={kbId} kb={kb} />}
    </DetailQuery>
  )
}
