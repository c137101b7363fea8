// The command palette's dialog, loaded when first opened: cmdk, the object lookups and
// every resource's API module stay out of a screen's first load. Empty, it lists the recent
// objects, the screens and the actions; typed into, one ranked list of screens, objects
// found by name through the API and actions; a pasted id finds that object.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { useQueries } from '@tanstack/react-query'
import { useNavigate, type LinkProps } from '@tanstack/react-router'
import { Command } from 'cmdk'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { NavItem } from '../../components/layout/nav-items'
import { ErrorNotice } from '../../components/ui/error-notice'
import { SearchIcon } from '../../components/ui/icons'
import { Skeleton } from '../../components/ui/skeleton'
import { parseObjectId } from '../../lib/object-ids'
import { formatList } from '../../lib/format'
import type { IdKind } from '../../api/contract'
import { goKeysOf } from './go-keys'
import {
  ObjectItems,
  ObjectStatus,
  objectItemValue,
  objectLookupQuery,
  useObjectLookup,
  type ObjectLookup,
} from './object-result'
import { SEARCH_MIN_LENGTH, useObjectSearch, type KindSearch, type ObjectSearch } from './object-search'
import { OBJECT_TYPES, type Navigate } from './object-types'
import { copyToClipboard, usePaletteActions, type PaletteAction } from './palette-actions'
import { clearSearchTypedWhileLoading, closeDialogs, restoreFocus, searchTypedWhileLoading } from './palette-store'
import type { IconName } from './palette-ui'
import { rank } from './ranking'
import { recentIds } from './recent'
import { ResultRow, type PaletteRow } from './result-row'

type To = NonNullable<LinkProps['to']>

const KIND_ICONS: Partial<Record<IdKind, IconName>> = {
  product: 'product',
  tool: 'tool',
  knowledgeBase: 'book',
  source: 'book',
  session: 'chat',
  webhook: 'webhook',
  delivery: 'webhook',
}

/**
 * Other words people use for a screen, in English, kept in every language: a reader who knows the
 * English name ("settings") finds the screen whatever its name on screen. They never outrank a real name.
 */
const SCREEN_KEYWORDS: Record<string, string[]> = {
  '/': ['overview', 'home', 'dashboard'],
  '/products': ['products'],
  '/tools': ['tools'],
  '/knowledge-bases': ['knowledge bases'],
  '/sessions': ['conversations', 'sessions', 'transcripts', 'contacts'],
  '/wallet': ['wallet', 'ledger', 'balance', 'credits', 'transactions'],
  '/webhooks': ['webhooks', 'endpoints', 'deliveries', 'events'],
  '/api': ['api', 'openapi', 'reference', 'request log'],
  '/verify-user': ['verify a user', 'end user', 'token'],
  '/settings': ['settings'],
}

/** The key's cap, written as on the keyboard in every language (as the key caps of shortcuts are). */
const ESCAPE_CAP = 'Esc'

/** Order among equal matches: screens, then objects by kind and the API's order, then actions. */
const ORDER = { screen: 0, object: 100, action: 1000 } as const

/**
 * An action that moves focus itself (another dialog, a form's first field) runs once the
 * palette has closed and put focus back, or the two would fight over it.
 */
let afterClose: (() => void) | null = null
function runAfterClose() {
  const then = afterClose
  afterClose = null
  then?.()
}

/** The open palette: rendered by CommandPalette once it has been opened. */
export function PaletteDialog({
  open,
  screens,
  go,
}: {
  open: boolean
  screens: readonly NavItem[]
  go: (to: To) => void
}) {
  const { t } = useLingui()
  const content = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeDialogs())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] dark:bg-black/60" />
        <Dialog.Content
          ref={content}
          // Radix would select the field's text as it takes focus: what was typed while the dialog
          // loaded would then be replaced by the next key. The caret goes to its end instead.
          onOpenAutoFocus={(event) => {
            const input = content.current?.querySelector('input')
            if (!input) return
            event.preventDefault()
            input.focus()
            input.setSelectionRange(input.value.length, input.value.length)
          }}
          onCloseAutoFocus={(event) => {
            restoreFocus(event)
            runAfterClose()
          }}
          className="border-line bg-surface text-fg fixed top-[10vh] left-1/2 z-50 flex max-h-[80dvh] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">{t`Command palette`}</Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>
              Type to find a screen, an action, or a product, tool, knowledge base, webhook endpoint or conversation by
              its name, or paste an id such as prod_… to find that object. Use the arrow keys to move, Enter to choose
              and Escape to close.
            </Trans>
          </Dialog.Description>
          {/* Mounted only while open, so each opening starts with an empty search. */}
          {open ? <Palette screens={screens} go={go} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * The objects opened last in this tab, each looked up with the key in use: one this key may
 * not open (404, or 403 for a locked key) is left out rather than shown.
 */
function useRecentRows(enabled: boolean, navigate: Navigate): { rows: PaletteRow[]; pending: number } {
  const { i18n } = useLingui()
  const [ids] = useState(() => recentIds())
  const recent = ids.flatMap((id) => {
    const parsed = parseObjectId(id)
    return parsed?.status === 'valid' && OBJECT_TYPES[parsed.kind].lookup ? [{ id, kind: parsed.kind }] : []
  })
  const results = useQueries({
    queries: recent.map(({ kind, id }) => ({ ...objectLookupQuery(kind, id), enabled })),
  })
  const pending = results.filter((r) => r.isPending).length
  const rows = recent.flatMap(({ kind, id }, i): PaletteRow[] => {
    const found = results[i]?.data
    if (!found) return []
    const { open } = found
    return [
      {
        value: `recent:${id}`,
        label: found.name,
        kindLabel: i18n._(OBJECT_TYPES[kind].label),
        detail: found.detail,
        icon: KIND_ICONS[kind] ?? 'screen',
        tier: 'object',
        order: ORDER.object + i,
        choose: () => {
          closeDialogs()
          if (open) void open(navigate)
          else copyToClipboard(id, 'id')
        },
      },
    ]
  })
  return { rows, pending }
}

function Palette({ screens, go }: { screens: readonly NavItem[]; go: (to: To) => void }) {
  const navigate = useNavigate()
  const [search, setSearch] = useState(searchTypedWhileLoading)
  useEffect(clearSearchTypedWhileLoading, [])
  const parsed = useMemo(() => parseObjectId(search), [search])
  // A whole id (or one being typed) is looked up as such; a word with an underscore that is no
  // known prefix (a tool called lookup_account) is a name like any other.
  const idMode = parsed !== null && parsed.status !== 'unknown-prefix'
  const lookup = useObjectLookup(parsed)
  const objects = useObjectSearch(search, { enabled: !idMode })
  const actions = usePaletteActions(screens, (to, hash) => void navigate({ to, ...(hash ? { hash } : {}) }), navigate)
  const { t, i18n } = useLingui()
  const query = search.trim()
  const { rows: recent, pending: recentPending } = useRecentRows(query === '', navigate)
  const [notice, setNotice] = useState<string | null>(null)
  const [noticeFor, setNoticeFor] = useState(search)
  if (noticeFor !== search) {
    setNoticeFor(search)
    setNotice(null)
  }

  const screenRows = screens.map((s, i): PaletteRow => ({
    value: `screen:${s.to}`,
    label: i18n._(s.label),
    keywords: SCREEN_KEYWORDS[s.to] ?? [],
    icon: 'screen',
    tier: 'screen',
    order: ORDER.screen + i,
    ...(goKeysOf(s) ? { keys: goKeysOf(s) } : {}),
    choose: () => {
      closeDialogs()
      go(s.to)
    },
  }))
  const actionRows = actions.map((a: PaletteAction, i): PaletteRow & { onlyWhenSearched: boolean } => ({
    value: a.value,
    label: a.label,
    keywords: a.keywords,
    icon: a.icon,
    tier: a.tier,
    order: ORDER.action + i,
    onlyWhenSearched: a.onlyWhenSearched ?? false,
    disabledReason: a.disabledReason ?? null,
    ...(a.detail ? { detail: a.detail } : {}),
    ...(a.keys ? { keys: a.keys } : {}),
    choose: () => {
      if (a.afterClose) {
        afterClose = () => void a.run()
        closeDialogs()
      } else {
        closeDialogs()
        void a.run()
      }
    },
  }))
  const objectRows = objects.hits.map((h, i): PaletteRow => ({
    value: h.value,
    label: h.name,
    keywords: h.keywords,
    kindLabel: i18n._(OBJECT_TYPES[h.kind].label),
    detail: h.detail,
    icon: KIND_ICONS[h.kind] ?? 'screen',
    tier: 'object',
    order: ORDER.object + i,
    found: h.found ?? false,
    choose: () => {
      closeDialogs()
      void h.open(navigate)
    },
  }))

  const ranked = idMode || query === '' ? [] : rank([...screenRows, ...objectRows, ...actionRows], query)
  const rows = idMode ? [] : query === '' ? null : ranked
  const shownActions = actionRows.filter((a) => !a.onlyWhenSearched)
  const hasOptions = idMode
    ? parsed?.status === 'valid' && (!OBJECT_TYPES[parsed.kind].lookup || !!lookup.data)
    : rows === null || rows.length > 0

  const choose = (row: PaletteRow) => {
    const { label, disabledReason: reason } = row
    if (reason) setNotice(t`${label}: ${reason}`)
    else row.choose()
  }

  // cmdk selects the first row when the search changes, but rows arrive later, from the API:
  // while the cursor is on the top row (nobody moved it), it follows the new top row, so Enter
  // acts on the best match. A found pasted id is selected once, when it arrives.
  const [selected, setSelected] = useState('')
  const objectValue = parsed?.status === 'valid' && lookup.data ? objectItemValue(parsed.id) : null
  const top = objectValue ?? rows?.[0]?.value ?? recent[0]?.value ?? screenRows[0]?.value ?? null
  const [lastTop, setLastTop] = useState<string | null>(null)
  if (top !== lastTop) {
    setLastTop(top)
    if (top && (selected === '' || selected === lastTop || objectValue)) setSelected(top)
  }

  // Under the rows, in the list while it has rows; alone (the empty listbox hidden) when it has none.
  const notes = (
    <>
      {rows && rows.length === 0 && objects.settled ? (
        <p className="text-fg-muted px-3 py-6 text-center text-sm">
          <Trans>
            No screen, action or object matches “<bdi translate="no">{query}</bdi>”.
          </Trans>
        </p>
      ) : null}
      {rows && query.length >= SEARCH_MIN_LENGTH && !objects.settled ? <Searching kinds={objects.kinds} /> : null}
      {rows ? <SearchErrors kinds={objects.kinds} /> : null}
    </>
  )

  return (
    <Command
      label={t`Command palette`}
      loop
      shouldFilter={false}
      value={selected}
      onValueChange={setSelected}
      // Ctrl+K is the palette's own toggle, not "previous item" as cmdk's vim bindings would have it.
      vimBindings={false}
      className="flex min-h-0 flex-col"
    >
      <div className="border-line flex items-center gap-3 border-b px-4">
        <SearchIcon className="text-fg-muted size-[18px]" />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder={t`Search or paste an id…`}
          className="text-fg placeholder:text-fg-placeholder h-12 min-w-0 flex-1 bg-transparent text-base outline-none focus-visible:outline-none sm:text-sm"
        />
        <kbd className="border-line-strong/50 bg-surface-muted text-fg-muted hidden rounded border px-1.5 py-0.5 text-[11px] font-medium sm:inline">
          {ESCAPE_CAP}
        </kbd>
      </div>
      <PaletteStatus
        query={query}
        parsed={parsed}
        lookup={lookup}
        idMode={idMode}
        objects={objects}
        count={rows?.length ?? null}
        notice={notice}
      />
      {/* An empty listbox is hidden rather than left for assistive tech to find with no options. */}
      <Command.List
        label={t`Suggestions`}
        hidden={!hasOptions}
        className="[&_[cmdk-group-heading]]:text-fg-muted min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium"
      >
        {idMode && parsed ? (
          <ObjectItems parsed={parsed} lookup={lookup} onCopy={(id) => copyId(id)} onClose={closeDialogs} />
        ) : null}
        {rows === null ? (
          <>
            {recent.length + recentPending > 0 ? (
              <Command.Group heading={t`Recent`}>
                {recent.map((r) => (
                  <ResultRow key={r.value} row={r} onChoose={choose} />
                ))}
                {/* Each recent object is looked up with the key in use; its place is held meanwhile. */}
                {Array.from({ length: recentPending }, (_, i) => (
                  <div key={i} aria-hidden="true" className="flex items-center gap-3 px-3 py-2">
                    <Skeleton className="size-4 shrink-0 rounded" />
                    <span className="flex flex-1 flex-col gap-1.5">
                      <Skeleton className="h-4 w-40" />
                      <Skeleton className="h-2 w-64 max-w-full" />
                    </span>
                  </div>
                ))}
              </Command.Group>
            ) : null}
            <Command.Group heading={t`Screens`}>
              {screenRows.map((r) => (
                <ResultRow key={r.value} row={r} onChoose={choose} />
              ))}
            </Command.Group>
            <Command.Group heading={t`Actions`}>
              {shownActions.map((r) => (
                <ResultRow key={r.value} row={r} onChoose={choose} />
              ))}
            </Command.Group>
          </>
        ) : (
          rows.map((r) => <ResultRow key={r.value} row={r} onChoose={choose} />)
        )}
        {hasOptions ? notes : null}
      </Command.List>
      {hasOptions ? null : <div className="p-2">{notes}</div>}
      <div className="border-line text-fg-muted hidden items-center gap-4 border-t px-4 py-2 text-xs sm:flex">
        <span>
          <Trans>
            <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move
          </Trans>
        </span>
        <span>
          <Trans>
            <kbd className="font-sans">Enter</kbd> to choose
          </Trans>
        </span>
        <span className="ms-auto">
          <Trans>Type a name, or paste a prod_, sess_, dlv_ or txn_ id</Trans>
        </span>
      </div>
    </Command>
  )
}

function copyId(id: string) {
  closeDialogs()
  copyToClipboard(id, 'id')
}

interface PaletteStatusProps {
  query: string
  parsed: ReturnType<typeof parseObjectId>
  lookup: ObjectLookup
  idMode: boolean
  objects: ObjectSearch
  /** Rows for a typed query; null while the palette is empty. */
  count: number | null
  notice: string | null
}

/**
 * The palette's one live region: what a pasted id found, why a row is unavailable, or how many
 * rows match once every search has answered, so a screen reader hears each settled result.
 */
function PaletteStatus({ query, parsed, lookup, idMode, objects, count, notice }: PaletteStatusProps) {
  const { t } = useLingui()
  if (idMode && parsed) return <ObjectStatus parsed={parsed} lookup={lookup} />
  if (notice)
    return (
      <div role="status" className="border-line bg-surface-muted text-fg border-b px-4 py-2.5 text-sm">
        {notice}
      </div>
    )
  // A word shaped like an id with an unknown prefix that matches no name: say what ids look like.
  if (parsed?.status === 'unknown-prefix' && objects.settled && count === 0)
    return <ObjectStatus parsed={parsed} lookup={lookup} />
  let message = ''
  if (count !== null && objects.settled)
    message = count === 0 ? t`No results for “${query}”.` : plural(count, { one: '# result.', other: '# results.' })
  return (
    <div role="status" className="sr-only">
      {message}
    </div>
  )
}

function Searching({ kinds }: { kinds: KindSearch[] }) {
  const { t, i18n } = useLingui()
  // "products, tools and webhook endpoints", as the language in force lists them.
  const pending = formatList(
    kinds.filter((k) => k.status === 'pending').map((k) => k.plural),
    'conjunction',
    i18n.locale,
  )
  return (
    <p aria-hidden="true" className="text-fg-muted flex items-center gap-2 px-3 py-2 text-xs">
      <span className="inline-block size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {pending ? t`Searching ${pending}…` : t`Searching…`}
    </p>
  )
}

/** Failed searches, together: offline, every kind fails the same way, and one notice with one Retry says it. */
function SearchErrors({ kinds }: { kinds: KindSearch[] }) {
  const { i18n } = useLingui()
  const failed = kinds.filter((k) => k.status === 'error')
  const first = failed[0]
  if (!first) return null
  const what = formatList(
    failed.map((k) => k.plural),
    'conjunction',
    i18n.locale,
  )
  return (
    <div className="px-1 pt-3 pb-1">
      <p className="text-fg-muted mb-2 px-2 text-xs">
        <Trans>Could not search {what}.</Trans>
      </p>
      <ErrorNotice
        error={first.error}
        retrying={failed.some((k) => k.retrying)}
        onRetry={() => failed.forEach((k) => k.retry())}
      />
    </div>
  )
}
