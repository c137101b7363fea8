// A searchable, checkable list in a dialog, for attaching tools or knowledge bases:
// what is attached already shows checked; the rest can be picked several at a time, and
// every page of the library is reachable (search asks the API; Load more pages on).
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiError } from '../../../api/errors'
import { Badge, type Tone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { PickList } from '../../../components/ui/pick-list'
import { SearchInput } from '../../../components/ui/search-input'

export interface PickerItem {
  id: string
  name: string
  detail: string
  badge?: { text: string; tone: Tone }
}

/** Whole sentences for one kind of item, in the language in force: word order and agreement differ by language. */
export interface PickerWords {
  /** "Attach tools": the dialog's title and its button while nothing is ticked. */
  attach: string
  /** "Attach 3 tools". */
  attachCount: (count: number) => string
  description: string
  /** The search box's name and hint. */
  search: string
  placeholder: string
  /** The list's name: "Tools". */
  list: string
  noMatch: (search: string) => string
  none: { title: string; body: string }
}

export interface PickerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  words: PickerWords
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
  words,
  search,
  onSearch,
  results,
  attached,
  onAttach,
}: PickerDialogProps) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

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
        title={words.attach}
        description={words.description}
        size="md"
        footer={
          <>
            <DialogClose asChild>
              <Button disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button variant="primary" busy={busy} disabled={n === 0} onClick={() => void attach()}>
              {n === 0 ? words.attach : words.attachCount(n)}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <SearchInput
            aria-label={words.search}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={words.placeholder}
          />
          <PickList
            noun={words.list}
            query={results}
            rows={(results.data ?? []).map((item) => ({
              id: item.id,
              name: item.name,
              badges: (
                <>
                  {item.badge ? <Badge tone={item.badge.tone}>{item.badge.text}</Badge> : null}
                  {attached.includes(item.id) ? <Badge tone="success">{t`Attached`}</Badge> : null}
                </>
              ),
              detail: item.detail,
              detailTitle: item.detail,
              attached: attached.includes(item.id),
            }))}
            empty={search ? { title: words.noMatch(search), body: t`Try another name.` } : words.none}
            isPicked={(id) => picked.has(id)}
            onToggle={toggle}
          />
          {failure ? <ErrorNotice error={failure} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}
