// /sessions: the conversations a support agent looks through, newest first, filtered by
// product, period, contact and a full-text search, loading more as the list scrolls.
// `/` focuses the search, j/k move through the rows, and a transcript opened from here
// comes back to the same place (Esc there).
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useProductNames } from '../../../api/products'
import { sessionQueries } from '../../../api/sessions'
import { LoadMore } from '../../../components/data-table/pager'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { useCapabilities } from '../../../app/capabilities'
import { useShortcut } from '../../../components/hooks/keyboard'
import { usePeriodText } from '../../../components/list-page/period-filter'
import { recallListView, rememberListView, viewKey } from '../list-memory'
import { filtersOf, hasFilters, listQueryOf, type SessionsSearch } from '../search'
import { matchCount } from './match-count'
import { LazyExportDialog, preloadExportDialog } from './lazy-export-dialog'
import { SessionFilters, type FilterPatch } from './filters'
import { PAGE_SIZE } from './prefetch'
import { SessionTable } from './session-table'
import { unreadableOf } from '../../../api/unreadable'
import { UnreadableItems } from '../../../components/data-table/unreadable-lazy'
import { PageHeader } from '../../../components/layout/page-header'

const route = getRouteApi('/sessions/')

export function SessionsPage() {
  const { t } = useLingui()
  const periodText = usePeriodText()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const probe = useCapabilities()
  const locked = probe.data?.locked ?? false
  const lockedProduct = probe.data?.lockedProduct ?? null
  const filters = filtersOf(search)
  const apiQuery = listQueryOf(search, lockedProduct?.id ?? null)
  const names = useProductNames()
  // Until the key's lock is known the query would change under the user; the shell probes at once.
  const query = useInfiniteQuery({
    ...sessionQueries.infinite({ ...apiQuery, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: !probe.isPending,
  })
  // Product and period are what /sessions/summary counts; a text or contact filter it cannot.
  const countable = !apiQuery.q && !apiQuery.has_contact
  const summary = useQuery({
    ...sessionQueries.summary({
      ...(apiQuery.product_id ? { product_id: apiQuery.product_id } : {}),
      ...(apiQuery.from ? { from: apiQuery.from, to: apiQuery.to } : {}),
    }),
    enabled: countable && !probe.isPending,
  })
  const total = countable ? summary.data?.conversations : undefined
  const [exporting, setExporting] = useState(false)
  const searchRef = useRef<HTMLInputElement>(null)

  const productName = useCallback((id: string) => names.get(id) ?? id, [names])

  const key = viewKey({ ...filters, locked: lockedProduct?.id ?? null })
  // Read when the filter changes (a table of its own mounts): the view saved when the user left it.
  const restore = useMemo(() => recallListView(key), [key])
  const onViewChange = useCallback(
    (view: { offset: number; sessionId: string | null }) => rememberListView({ key, ...view }),
    [key],
  )

  const setFilters = useCallback(
    (patch: FilterPatch, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev: SessionsSearch) => filtersOf({ ...prev, ...patch }),
        replace: options.replace ?? false,
      }),
    [navigate],
  )
  const clearFilters = () => void navigate({ search: {} })

  useShortcut('/', () => searchRef.current?.focus(), {
    description: t`Search conversations`,
    group: t`Conversations`,
  })

  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data])
  const unreadable = query.data?.pages.flatMap(unreadableOf) ?? []
  const filtered = hasFilters(search)
  const { fetchNextPage } = query
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])

  const words = search.q
  const described = [
    locked
      ? (lockedProduct?.name ?? t`The key’s product`)
      : search.product
        ? productName(search.product)
        : t`All products`,
    periodText(search),
    search.contact === 'with' ? t`with a contact` : search.contact === 'without' ? t`without a contact` : null,
    words ? t`matching “${words}”` : null,
  ]
    .filter(Boolean)
    .join(' · ')

  const empty = filtered ? (
    <EmptyState title={t`No conversations match these filters`}>
      <p>
        <Trans>Try other words or a longer period, or clear the filters to see every conversation.</Trans>
      </p>
      <Button size="sm" className="mt-3" onClick={clearFilters}>
        <Trans>Clear filters</Trans>
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title={t`No conversations yet`}>
      <p>
        <Trans>Conversations appear here as soon as a visitor talks to one of your published agents.</Trans>
      </p>
    </EmptyState>
  )

  const count = rows?.length ?? 0
  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-fg-muted text-xs" aria-live="polite">
        {query.isPending ? t`Loading…` : matchCount(count, Boolean(query.hasNextPage), total)}
      </p>
      {query.isFetchNextPageError ? (
        <ErrorNotice
          error={query.error}
          onRetry={loadMore}
          retrying={query.isFetchingNextPage}
          className="basis-full"
        />
      ) : null}
      <LoadMore
        hasMore={Boolean(query.hasNextPage) && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={loadMore}
        label={t`Load more conversations`}
      />
    </div>
  )

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader
        title={t`Conversations`}
        description={t`Every conversation with your agents, newest first. Open one to read its transcript.`}
        actions={
          <div className="flex items-center gap-2">
            {filtered ? (
              <Button variant="ghost" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : null}
            <Button
              onClick={() => setExporting(true)}
              onPointerEnter={preloadExportDialog}
              onFocus={preloadExportDialog}
              disabled={!rows || rows.length === 0}
              // What the command palette's "Export the current list as CSV" presses.
              data-palette-export={t`Conversations under the current filters`}
            >
              <Trans>Export CSV</Trans>
            </Button>
          </div>
        }
      />

      <SessionFilters
        search={search}
        lockedProduct={lockedProduct}
        locked={locked}
        onChange={setFilters}
        searchRef={searchRef}
      />

      <UnreadableItems items={unreadable} />
      <SessionTable
        // A new filter is a new list: start at its top with fresh row measurements.
        key={key}
        label={filtered ? t`Conversations: ${described}` : t`Conversations`}
        rows={rows}
        productName={productName}
        filters={filters}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={
          query.isError ? (
            <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : null
        }
        empty={empty}
        hasMore={Boolean(query.hasNextPage) && !query.isFetchNextPageError}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={loadMore}
        initialOffset={restore?.offset ?? 0}
        focusId={restore?.sessionId ?? null}
        onViewChange={onViewChange}
        footer={footer}
      />

      <LazyExportDialog
        open={exporting}
        onOpenChange={setExporting}
        query={apiQuery}
        description={described}
        productName={productName}
      />
    </div>
  )
}
