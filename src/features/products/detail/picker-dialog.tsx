// A searchable, checkable list in a dialog, for attaching tools or knowledge bases:
// what is attached already shows checked; the rest can be picked several at a time, and
// every page of the library is reachable (search asks the API; Load more pages on).
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ApiError } from '../../../api/errors'
import { LoadMore } from '../../../components/data-table'
import { Badge, type Tone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { SearchInput } from '../../../components/ui/search-input'
import { Skeleton } from '../../../components/ui/skeleton'

export interface PickerItem {
  id: string
  name: string
  detail: string
  badge?: { text: string; tone: Tone }
}

export interface PickerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** "tool" / "knowledge base": titles, labels and the button say it. */
  noun: string
  nounPlural: string
  search: string
  onSearch: (q: string) => void
  /** Every page loaded so far, flattened; Load more asks the API for the next one. */
  results: UseInfiniteQueryResult<PickerItem[], ApiError>
  attached: readonly string[]
  /** Resolves when attached; rejects to keep the dialog open with the error. */
  onAttach: (ids: string[]) => Promise<unknown>
}

export function PickerDialog({
  open,
  onOpenChange,
  noun,
  nounPlural,
  search,
  onSearch,
  results,
  attached,
  onAttach,
}: PickerDialogProps) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const searchId = useId()

  const close = (next: boolean) => {
    if (busy) return
    if (!next) {
      setPicked(new Set())
      setFailure(null)
      onSearch('')
    }
    onOpenChange(next)
  }
  const toggle = (id: string) =>
    setPicked((p) => {
      const next = new Set(p)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const attach = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await onAttach([...picked])
      setBusy(false)
      close(false)
    } catch (e) {
      setFailure(e)
      setBusy(false)
    }
  }
  const n = picked.size

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={`Attach ${nounPlural}`}
        description={`Search the workspace's ${nounPlural} and tick the ones this product should use.`}
        size="md"
        footer={
          <>
            <DialogClose asChild>
              <Button disabled={busy}>Cancel</Button>
            </DialogClose>
            <Button variant="primary" busy={busy} disabled={n === 0} onClick={() => void attach()}>
              {n === 0 ? `Attach ${nounPlural}` : `Attach ${n} ${n === 1 ? noun : nounPlural}`}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <SearchInput
            aria-label={`Search ${nounPlural}`}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={`Search ${nounPlural} by name`}
          />
          <div aria-busy={results.isFetching} className="min-h-40">
            {results.isPending ? (
              <div className="flex flex-col gap-2">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : results.isError ? (
              <ErrorNotice error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching} />
            ) : results.data.length === 0 ? (
              <EmptyState title={search ? `No ${nounPlural} match “${search}”` : `No ${nounPlural} in the workspace`}>
                {search ? 'Try another name.' : `Create ${nounPlural} first, then attach them here.`}
              </EmptyState>
            ) : (
              <fieldset>
                <legend className="sr-only">{nounPlural}</legend>
                <ul className="divide-line border-line divide-y rounded-md border">
                  {results.data.map((item) => {
                    const isAttached = attached.includes(item.id)
                    const inputId = `${searchId}-${item.id}`
                    return (
                      <li key={item.id}>
                        <label
                          htmlFor={inputId}
                          className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 px-3 py-2.5 ${isAttached ? 'opacity-80' : 'hover:bg-surface-muted cursor-pointer'}`}
                        >
                          <input
                            id={inputId}
                            type="checkbox"
                            checked={isAttached || picked.has(item.id)}
                            disabled={isAttached}
                            onChange={() => toggle(item.id)}
                            className="accent-accent mr-1 size-4 shrink-0"
                          />
                          <span dir="auto" className="text-fg min-w-0 font-medium wrap-anywhere">
                            {item.name}
                          </span>
                          {item.badge ? <Badge tone={item.badge.tone}>{item.badge.text}</Badge> : null}
                          {isAttached ? <Badge tone="success">Attached</Badge> : null}
                          <span
                            dir="auto"
                            title={item.detail}
                            className="text-fg-muted line-clamp-2 basis-full ps-7 text-xs wrap-anywhere"
                          >
                            {item.detail}
                          </span>
                        </label>
                      </li>
                    )
                  })}
                </ul>
              </fieldset>
            )}
            {results.isSuccess && results.data.length > 0 ? (
              <div className="mt-3">
                <LoadMore
                  hasMore={results.hasNextPage}
                  loading={results.isFetchingNextPage}
                  onLoadMore={() => void results.fetchNextPage()}
                  label={`Load more ${nounPlural}`}
                />
              </div>
            ) : null}
          </div>
          {failure ? <ErrorNotice error={failure} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}
