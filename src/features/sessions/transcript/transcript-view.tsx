// The transcript: paged from the API oldest first and virtualized, so a conversation of
// thousands of messages reads as smoothly as a short one. Jump to the first or last
// message, and find in the whole transcript: find (and the jump to the end) load every
// remaining page first, because a support agent asking "where did they mention the
// refund" means the whole conversation, not the part scrolled through so far.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react'
import type { Session } from '../../../api/contract'
import { sessionQueries } from '../../../api/sessions'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { SearchInput } from '../../../components/ui/search-input'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatCount } from '../../../lib/format'
import { useLoadAll } from '../use-load-all'
import { findMatches, FIND_MAX, matcherFor } from './find'
import { useLinkedMessage } from './linked-message'
import { MessageItem } from './message-item'
import { unreadableOf } from '../../../api/unreadable'
import { UnreadableItems } from '../../../components/data-table/unreadable-lazy'

const FIND_DELAY_MS = 200
/** Messages left below the view when the next page is asked for. */
const PREFETCH_MESSAGES = 15

export interface TranscriptViewProps {
  session: Session
  findRef: RefObject<HTMLInputElement | null>
  /** Millicredits refunded per message id; null where the key cannot read the wallet. */
  refunds?: ReadonlyMap<string, number> | null
  /** The list's text search this transcript was opened from: found here too, from the start. */
  initialFind?: string | undefined
}

function FindBox({
  inputRef,
  value,
  onChange,
  onStep,
  status,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  onChange: (value: string) => void
  onStep: (step: 1 | -1) => void
  status: string
}) {
  const { t } = useLingui()
  const id = useId()
  const statusId = useId()
  return (
    <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
      <label htmlFor={id} className="text-fg-muted text-xs font-medium">
        <Trans>Find in transcript</Trans>
      </label>
      <div className="flex items-center gap-1.5">
        <SearchInput
          className="min-w-0 flex-1"
          ref={inputRef}
          id={id}
          value={value}
          maxLength={FIND_MAX}
          placeholder={t`Words in any language`}
          aria-describedby={statusId}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              onStep(e.shiftKey ? -1 : 1)
            } else if (e.key === 'Escape') {
              // First Esc clears the find, the next one leaves the box (and then Esc goes back to the list).
              if (value) onChange('')
              else e.currentTarget.blur()
              e.stopPropagation()
            }
          }}
        />
        <Button size="icon" aria-label={t`Previous match`} onClick={() => onStep(-1)} disabled={!value.trim()}>
          <span aria-hidden="true">↑</span>
        </Button>
        <Button size="icon" aria-label={t`Next match`} onClick={() => onStep(1)} disabled={!value.trim()}>
          <span aria-hidden="true">↓</span>
        </Button>
      </div>
      <p id={statusId} className="text-fg-muted min-h-4 text-xs" aria-live="polite">
        {status}
      </p>
    </div>
  )
}

export function TranscriptView({ session, findRef, refunds = null, initialFind = '' }: TranscriptViewProps) {
  const { t } = useLingui()
  const query = useInfiniteQuery(sessionQueries.messages(session.id))
  const messages = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data])
  const unreadable = query.data?.pages.flatMap(unreadableOf) ?? []
  const total = Math.max(session.message_count, messages.length)
  const loader = useLoadAll(query)
  const scrollRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLOListElement>(null)

  // The virtualizer's methods change identity on purpose; this component does not hand them to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    overscan: 6,
    gap: 8,
    paddingStart: 12,
    paddingEnd: 12,
    getItemKey: (i) => messages[i]?.id ?? i,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && lastIndex >= messages.length - PREFETCH_MESSAGES)
      void fetchNextPage({ cancelRefetch: false })
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, lastIndex, messages.length, fetchNextPage])

  // Find: the typed text, the phrase searched a moment after typing stops, and the current hit.
  const [findText, setFindText] = useState(initialFind)
  const [phrase, setPhrase] = useState(initialFind)
  const [current, setCurrent] = useState(0)
  useEffect(() => {
    const timer = setTimeout(() => setPhrase(findText), FIND_DELAY_MS)
    return () => clearTimeout(timer)
  }, [findText])
  const matcher = useMemo(() => matcherFor(phrase), [phrase])
  const matches = useMemo(() => findMatches(messages, matcher), [messages, matcher])
  useEffect(() => setCurrent(0), [matcher])
  const { loadAll } = loader
  useEffect(() => {
    if (matcher) void loadAll()
  }, [matcher, loadAll])
  const hit = matches[Math.min(current, matches.length - 1)]

  // Bring the current hit into view: its message first, then the mark inside it. Only a
  // new hit (or a step onto the same one) scrolls; pages arriving meanwhile do not.
  const [scrollToHit, setScrollToHit] = useState(0)
  const hitMessage = hit?.message ?? -1
  const hitOccurrence = hit?.occurrence ?? -1
  useEffect(() => {
    if (hitMessage < 0) return
    virtualizer.scrollToIndex(hitMessage, { align: 'center' })
    const frame = requestAnimationFrame(() =>
      // Centred, so the whole hit is in sight rather than cut at the box's edge.
      listRef.current?.querySelector('[data-current-hit]')?.scrollIntoView({ block: 'center' }),
    )
    return () => cancelAnimationFrame(frame)
  }, [hitMessage, hitOccurrence, scrollToHit, virtualizer])

  const step = (by: 1 | -1) => {
    if (phrase !== findText) setPhrase(findText)
    if (matches.length === 0) return
    setCurrent((c) => (Math.min(c, matches.length - 1) + by + matches.length) % matches.length)
    setScrollToHit((n) => n + 1)
  }

  // Jumps wait for the pages they need, then land on the message and give it focus.
  const [jump, setJump] = useState<'first' | 'last' | null>(null)
  // Focusing also scrolls the page itself, so the message is on screen and not only in the box.
  const focusMessage = useCallback((index: number) => {
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`li[data-index="${index}"]`)?.focus())
  }, [])
  useEffect(() => {
    if (jump === 'first' && messages.length > 0) {
      virtualizer.scrollToIndex(0, { align: 'start' })
      focusMessage(0)
      setJump(null)
    } else if (jump === 'last' && !hasNextPage && messages.length > 0) {
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' })
      focusMessage(messages.length - 1)
      setJump(null)
    }
  }, [jump, hasNextPage, messages.length, virtualizer, focusMessage])
  // A message named in the URL hash; the virtualizer renders it only once scrolled there, so focus waits for it.
  const revealMessage = useCallback(
    (index: number) => {
      virtualizer.scrollToIndex(index, { align: 'center' })
      let frames = 0
      const tryFocus = () => {
        const li = listRef.current?.querySelector<HTMLElement>(`li[data-index="${index}"]`)
        if (li) li.focus({ preventScroll: false })
        else if (++frames < 30) requestAnimationFrame(tryFocus)
      }
      requestAnimationFrame(tryFocus)
    },
    [virtualizer],
  )
  const linked = useLinkedMessage({
    messages,
    ready: query.isSuccess,
    loader,
    busyElsewhere: matcher !== null || jump === 'last',
    reveal: revealMessage,
  })
  const jumpToLast = () => {
    setJump('last')
    void loadAll()
  }

  const linkedId = linked?.id
  const loaded = formatCount(messages.length)
  const all = formatCount(total)
  let status = ''
  if (phrase.trim() && matcher) {
    const hits = matches.length
    const found = formatCount(hits)
    const at = formatCount(Math.min(current, matches.length - 1) + 1)
    if (loader.running)
      status =
        matches.length === 0
          ? t`No matches so far · searching ${loaded} of ${all} messages…`
          : plural(hits, {
              one: `${at} of ${found} match so far · searching ${loaded} of ${all} messages…`,
              other: `${at} of ${found} matches so far · searching ${loaded} of ${all} messages…`,
            })
    else
      status =
        matches.length === 0
          ? t`No matches`
          : plural(hits, { one: `${at} of ${found} match`, other: `${at} of ${found} matches` })
  } else if (loader.running) status = t`Loading ${loaded} of ${all} messages…`

  let body
  if (query.isPending)
    body = (
      <div className="flex flex-col gap-2 p-3" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 rounded-lg" />
        ))}
      </div>
    )
  else if (query.isError && !query.isFetchNextPageError)
    body = (
      <div className="p-4">
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    )
  else if (messages.length === 0)
    body = (
      <div className="p-4">
        <EmptyState title={t`No messages in this conversation`} />
      </div>
    )
  else
    body = (
      <ol
        ref={listRef}
        aria-label={t`Messages, oldest first`}
        className="relative mx-3"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((v) => {
          const m = messages[v.index]
          if (!m) return null
          const isLinked = linked?.status === 'highlighted' && linked.id === m.id
          return (
            <li
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              tabIndex={-1}
              aria-posinset={v.index + 1}
              aria-setsize={total}
              data-linked={isLinked || undefined}
              className={`focus-visible:outline-focus absolute inset-x-0 top-0 rounded-lg transition-shadow duration-700 focus-visible:outline-2 ${
                isLinked ? 'ring-accent ring-offset-surface ring-2 ring-offset-2' : ''
              }`}
              style={{ transform: `translateY(${v.start}px)` }}
            >
              <MessageItem
                message={m}
                previousAt={messages[v.index - 1]?.created_at ?? null}
                matcher={matcher}
                currentHit={v.index === hitMessage ? hitOccurrence : -1}
                refunded={refunds?.get(m.id) ?? 0}
              />
            </li>
          )
        })}
      </ol>
    )

  return (
    <section aria-labelledby="transcript-heading" className="border-line bg-surface rounded-lg border shadow-xs">
      <div className="border-line flex flex-wrap items-end gap-3 border-b px-4 pt-4 pb-2">
        <div className="flex min-w-0 basis-full flex-col sm:basis-auto">
          <h2 id="transcript-heading" className="text-fg text-base font-semibold">
            <Trans>Transcript</Trans>
          </h2>
          <p className="text-fg-muted text-xs">
            {hasNextPage
              ? plural(total, {
                  one: `${loaded} of ${all} message loaded, more as you scroll`,
                  other: `${loaded} of ${all} messages loaded, more as you scroll`,
                })
              : plural(total, {
                  one: `${loaded} of ${all} message loaded`,
                  other: `${loaded} of ${all} messages loaded`,
                })}
          </p>
        </div>
        <FindBox inputRef={findRef} value={findText} onChange={setFindText} onStep={step} status={status} />
        <div className="mb-5 flex gap-2">
          <Button size="sm" onClick={() => setJump('first')} disabled={messages.length === 0}>
            <span aria-hidden="true">⤒</span> <Trans>First message</Trans>
          </Button>
          <Button size="sm" onClick={jumpToLast} busy={jump === 'last'} disabled={messages.length === 0}>
            <span aria-hidden="true">⤓</span> <Trans>Last message</Trans>
          </Button>
          {loader.running ? (
            <Button size="sm" variant="ghost" onClick={loader.cancel}>
              <Trans>Stop loading</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <UnreadableItems items={unreadable} className="mx-3 mt-3" />
      {/* A stop of its own on the way through the page: messages hold no link or button unless
          their text does, and a box the keyboard cannot reach cannot be scrolled without a mouse. */}
      <div
        ref={scrollRef}
        role="region"
        aria-label={t`Messages`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must be reachable from the keyboard
        tabIndex={0}
        className="focus-visible:outline-focus max-h-[max(24rem,calc(100dvh-14rem))] overflow-auto overscroll-contain rounded-b-lg focus-visible:outline-2 focus-visible:-outline-offset-2"
        aria-busy={query.isPending || loader.running}
      >
        <p
          role="status"
          className={
            linked?.status === 'missing'
              ? 'border-line bg-warning-soft text-fg mx-3 mt-3 rounded-md border px-3 py-2 text-sm'
              : 'sr-only'
          }
        >
          {linked?.status === 'missing' ? (
            <Trans>
              The linked message{' '}
              <span className="font-mono" translate="no" dir="ltr">
                {linkedId}
              </span>{' '}
              is not in this conversation.
            </Trans>
          ) : linked?.status === 'highlighted' ? (
            t`Showing the linked message`
          ) : linked?.status === 'seeking' ? (
            t`Loading the conversation up to the linked message…`
          ) : (
            ''
          )}
        </p>
        {body}
        {isFetchNextPageError ? (
          <div className="p-4">
            <ErrorNotice error={query.error} onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
