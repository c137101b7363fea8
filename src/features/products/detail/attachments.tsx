// The product's tools and knowledge bases: listed, attached from a searchable picker,
// detached at once (optimistic, rolled back if refused) with Undo in the toast.
import { useLingui as useLanguage } from '#i18n'
import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import {
  keepPreviousData,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import type { KnowledgeBase, Product, Tool } from '../../../api/contract'
import type { ApiError } from '../../../api/errors'
import { knowledgeBaseQueries } from '../../../api/knowledge-bases'
import { productKeys, productMutations, productQueries } from '../../../api/products'
import { toolQueries } from '../../../api/tools'
import { Badge, type Tone } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { LockIcon } from '../../../components/ui/icons'
import { Panel } from '../../../components/ui/panel'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../components/ui/toast'
import { useShortcut } from '../../../components/hooks/keyboard'
import type { KnowledgeBaseState } from './checks'
import { PickerDialog, type PickerItem, type PickerWords } from './picker-dialog'
import { writeScope } from './use-product-form'
import { useDebounced } from '../../../components/hooks/use-debounced'

// Words come from `t` (core macro) called during render; each component's useLanguage() re-renders it in a new language.

type Field = 'tool_ids' | 'knowledge_base_ids'

/** "LLM" and "HTTP" are the same in every language; "Static" is a word (from render). */
const toolKind = (kind: Tool['kind']): string => (kind === 'static' ? t`Static` : kind.toUpperCase())

/** The words that differ by kind of attachment, as whole sentences (called when shown). */
const WORDS: Record<
  Field,
  {
    undo: () => string
    attached: (count: number) => string
    picker: () => PickerWords
  }
> = {
  tool_ids: {
    undo: () => t`Undo the tool just detached`,
    attached: (count) => plural(count, { one: 'Attached # tool', other: 'Attached # tools' }),
    picker: () => ({
      attach: t`Attach tools`,
      attachCount: (count) => plural(count, { one: 'Attach # tool', other: 'Attach # tools' }),
      description: t`Search the workspace’s tools and tick the ones this product should use.`,
      search: t`Search tools`,
      placeholder: t`Search tools by name`,
      list: t`Tools`,
      noMatch: (search) => t`No tools match “${search}”`,
      none: { title: t`No tools in the workspace`, body: t`Create tools first, then attach them here.` },
    }),
  },
  knowledge_base_ids: {
    undo: () => t`Undo the knowledge base just detached`,
    attached: (count) => plural(count, { one: 'Attached # knowledge base', other: 'Attached # knowledge bases' }),
    picker: () => ({
      attach: t`Attach knowledge bases`,
      attachCount: (count) => plural(count, { one: 'Attach # knowledge base', other: 'Attach # knowledge bases' }),
      description: t`Search the workspace’s knowledge bases and tick the ones this product should use.`,
      search: t`Search knowledge bases`,
      placeholder: t`Search knowledge bases by name`,
      list: t`Knowledge bases`,
      noMatch: (search) => t`No knowledge bases match “${search}”`,
      none: {
        title: t`No knowledge bases in the workspace`,
        body: t`Create knowledge bases first, then attach them here.`,
      },
    }),
  },
}

const PICKER_LIMIT = 50

/** Attach and detach for one id list; Undo puts a detached item back where it was. */
function useAttachments(product: Product, field: Field) {
  useLanguage()
  const client = useQueryClient()
  const mutation = useMutation({ ...productMutations.setAttachments(), scope: writeScope(product.id) })
  // The newest list, optimistic writes included: a second click builds on the first.
  const current = () => client.getQueryData<Product>(productKeys.detail(product.id))?.[field] ?? product[field]
  const write = (ids: string[]) => mutation.mutateAsync({ id: product.id, [field]: ids })

  // The Undo of the detach whose toast is up: its key works while the toast shows, from wherever focus is.
  const [pendingUndo, setPendingUndo] = useState<{ run: () => void } | null>(null)
  useShortcut('u', () => pendingUndo?.run(), {
    description: WORDS[field].undo(),
    group: t`Product`,
    enabled: pendingUndo !== null,
  })

  const detach = (id: string, name: string) => {
    const before = current()
    const index = before.indexOf(id)
    const toastId = `detach:${id}`
    const undo = () => {
      setPendingUndo(null)
      toast.dismiss(toastId)
      const now = current()
      if (now.includes(id)) return
      const next = [...now]
      next.splice(Math.min(index, next.length), 0, id)
      write(next).then(
        () =>
          toast.success(
            <Trans>
              <bdi translate="no">{name}</bdi> is attached again
            </Trans>,
            // Its own id: the Undo click dismisses the detach toast, and an update to
            // that toast while it leaves would leave with it.
            { id: `reattach:${id}` },
          ),
        (e: unknown) => toast.apiError(e, t`Could not attach ${name} again`),
      )
    }
    const gone = () => setPendingUndo((p) => (p?.run === undo ? null : p))
    write(before.filter((x) => x !== id)).then(
      () => {
        setPendingUndo({ run: undo })
        toast.success(
          <Trans>
            Detached <bdi translate="no">{name}</bdi>
          </Trans>,
          {
            id: toastId,
            duration: 8_000,
            description: t`Press U to undo.`,
            action: { label: t`Undo`, onClick: undo },
            onDismiss: gone,
            onAutoClose: gone,
          },
        )
      },
      (e: unknown) => toast.apiError(e, t`Could not detach ${name}; it is still attached`),
    )
  }

  const attach = async (ids: string[]) => {
    const now = current()
    await write([...now, ...ids.filter((id) => !now.includes(id))])
    toast.success(WORDS[field].attached(ids.length))
  }

  return { detach, attach }
}

interface AttachedItem {
  id: string
  name: string
  body: ReactNode
}

function AttachedList({
  items,
  empty,
  onDetach,
  writeReason,
  attachRef,
}: {
  items: AttachedItem[]
  empty: ReactNode
  onDetach: (id: string, name: string) => void
  writeReason: string | null
  /** The panel's Attach button: where focus goes when the last row is detached. */
  attachRef: RefObject<HTMLButtonElement | null>
}) {
  useLanguage()
  // Where focus goes once a detached row leaves: the next row's Detach, else the one before, else
  // the panel's Attach button; never <body>.
  const listRef = useRef<HTMLUListElement>(null)
  const refocus = useRef<{ index: number; count: number } | null>(null)
  useEffect(() => {
    // Waits for the row to be gone (the optimistic write), or back (a refusal: focus stays on it).
    const r = refocus.current
    if (r === null || items.length === r.count) return
    refocus.current = null
    if (items.length > r.count) return
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('button[data-detach]') ?? []
    const target = buttons[Math.min(r.index, buttons.length - 1)] ?? attachRef.current
    target?.focus()
  }, [items.length, attachRef])
  if (items.length === 0) return <>{empty}</>
  return (
    <ul ref={listRef} className="divide-line border-line divide-y rounded-md border">
      {items.map(({ name, ...item }, i) => (
        <li key={item.id} className="flex items-start gap-3 px-3 py-2.5">
          <div className="min-w-0 flex-1">{item.body}</div>
          <Button
            size="sm"
            variant="ghost"
            data-detach=""
            aria-label={t`Detach ${name}`}
            onClick={(e) => {
              // Only where the button had focus (a keyboard or a click): the row it is on goes away.
              if (e.currentTarget === document.activeElement) refocus.current = { index: i, count: items.length }
              onDetach(item.id, name)
            }}
            disabledReason={writeReason}
          >
            <Trans>Detach</Trans>
          </Button>
        </li>
      ))}
    </ul>
  )
}

function LockNote({ children }: { children: ReactNode }) {
  return (
    <p className="text-fg-muted flex items-start gap-2 text-sm">
      <LockIcon className="mt-0.5 size-4" />
      <span>{children}</span>
    </p>
  )
}

export interface AttachmentsProps {
  product: Product
  writeReason: string | null
  /** A product-locked key cannot read the tool library or knowledge bases. */
  locked: boolean
}

/** The attach dialog's state: whether it is open, and the search typed in it (sent once typing pauses). */
function usePicker() {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), 250)
  return { open, setOpen, search, setSearch, q }
}

interface AttachmentsPanelProps {
  title: string
  description: string
  field: Field
  writeReason: string | null
  locked: boolean
  /** Why the list shows less than usual (a locked key), or null. */
  lockNote: ReactNode
  items: AttachedItem[]
  empty: ReactNode
  attachments: ReturnType<typeof useAttachments>
  attached: readonly string[]
  picker: ReturnType<typeof usePicker>
  results: UseInfiniteQueryResult<PickerItem[], ApiError>
}

/** One kind of attachment: the attached list with Detach, and the picker that attaches more. */
function AttachmentsPanel(props: AttachmentsPanelProps) {
  useLanguage()
  const { field, writeReason, locked, picker } = props
  const words = WORDS[field].picker()
  const attachRef = useRef<HTMLButtonElement>(null)
  return (
    <Panel
      title={props.title}
      description={props.description}
      actions={
        <Button
          ref={attachRef}
          size="sm"
          onClick={() => picker.setOpen(true)}
          disabledReason={
            writeReason ??
            (locked
              ? t`This key is locked to one product and cannot read the workspace’s library; attach with a workspace key.`
              : null)
          }
        >
          {words.attach}
        </Button>
      }
    >
      {props.lockNote ? <LockNote>{props.lockNote}</LockNote> : null}
      <AttachedList
        items={props.items}
        onDetach={props.attachments.detach}
        writeReason={writeReason}
        attachRef={attachRef}
        empty={props.empty}
      />
      <PickerDialog
        open={picker.open}
        onOpenChange={picker.setOpen}
        words={words}
        search={picker.search}
        onSearch={picker.setSearch}
        results={props.results}
        attached={props.attached}
        onAttach={props.attachments.attach}
      />
    </Panel>
  )
}

export function ToolsSection({ product, writeReason, locked }: AttachmentsProps) {
  useLanguage()
  const picker = usePicker()
  const attachments = useAttachments(product, 'tool_ids')
  const tools = useQueries({
    queries: product.tool_ids.map((id) => ({ ...toolQueries.detail(id), enabled: !locked, retry: false })),
  })
  // A locked key cannot read tools, but the manifest (its own product's) names them in order.
  const manifest = useQuery({ ...productQueries.manifest(product.id), enabled: locked })
  const results = useInfiniteQuery({
    ...toolQueries.infinite({ limit: PICKER_LIMIT, ...(picker.q ? { q: picker.q } : {}) }),
    enabled: picker.open && !locked,
    placeholderData: keepPreviousData,
    select: (data): PickerItem[] =>
      data.pages
        .flatMap((page) => page.data)
        .map((t) => ({
          id: t.id,
          name: t.name,
          detail: t.description,
          badge: { text: toolKind(t.kind), tone: 'neutral' },
        })),
  })

  const items = product.tool_ids.map((id, i) => {
    const tool = tools[i]?.data
    const name = tool?.name ?? manifest.data?.tools[i]?.name ?? id
    const loading = !locked && tools[i]?.isPending
    return {
      id,
      name,
      body: loading ? (
        <Skeleton className="h-9 w-2/3" />
      ) : (
        <div className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span translate="no" dir="ltr" className="text-fg min-w-0 font-mono text-sm font-medium wrap-anywhere">
              {name}
            </span>
            {tool ? (
              // "LLM" and "HTTP" read the same in every language; "Static" is a message.
              <span translate={tool.kind === 'static' ? undefined : 'no'}>
                <Badge>{toolKind(tool.kind)}</Badge>
              </span>
            ) : null}
          </span>
          <span translate="no" dir="auto" className="text-fg-muted text-xs wrap-anywhere">
            {tool?.description ?? manifest.data?.tools[i]?.description ?? ''}
            {!tool ? (
              <span dir="ltr" className="font-mono">
                {' '}
                {id}
              </span>
            ) : null}
          </span>
        </div>
      ),
    }
  })

  return (
    <AttachmentsPanel
      title={t`Tools`}
      description={
        product.kind === 'mcp_server'
          ? t`What AI clients can call through this server.`
          : t`What the agent can do during a conversation.`
      }
      field="tool_ids"
      writeReason={writeReason}
      locked={locked}
      lockNote={
        locked
          ? t`This key is locked to this product: tool names come from its manifest, and tools can be detached but not browsed.`
          : null
      }
      items={items}
      empty={
        <EmptyState title={t`No tools attached`}>
          {product.kind === 'mcp_server'
            ? t`An MCP server needs at least one tool to be published.`
            : t`The agent will only talk, not act.`}
        </EmptyState>
      }
      attachments={attachments}
      attached={product.tool_ids}
      picker={picker}
      results={results}
    />
  )
}

/** From render, in the language in force. */
function sourceHealth(kb: KnowledgeBase): { text: string; tone: Tone } {
  const failed = kb.sources.filter((s) => s.status === 'failed').length
  const refreshing = kb.sources.filter((s) => s.status === 'refreshing').length
  if (failed) return { text: plural(failed, { one: '# failed', other: '# failed' }), tone: 'danger' }
  if (refreshing) return { text: plural(refreshing, { one: '# refreshing', other: '# refreshing' }), tone: 'warning' }
  return { text: t`Ready`, tone: 'success' }
}

/** A source's state in a line: its documents when ready, else its status. */
function sourceState(s: KnowledgeBase['sources'][number]): string {
  if (s.status === 'ready') return plural(s.document_count, { one: '# document', other: '# documents' })
  if (s.status === 'failed') return t`Failed`
  if (s.status === 'refreshing') return t`Refreshing`
  return s.status
}

/** "3 sources · Product docs": the count in the reader's words, the description as written. */
function kbDetail(kb: KnowledgeBase): string {
  const sources = plural(kb.sources.length, { one: '# source', other: '# sources' })
  return kb.description ? `${sources} · ${kb.description}` : sources
}

export function KnowledgeBasesSection({
  product,
  writeReason,
  locked,
  kbs,
}: AttachmentsProps & { kbs: KnowledgeBaseState[] }) {
  useLanguage()
  const picker = usePicker()
  const attachments = useAttachments(product, 'knowledge_base_ids')
  const results = useInfiniteQuery({
    ...knowledgeBaseQueries.infinite({ limit: PICKER_LIMIT, ...(picker.q ? { q: picker.q } : {}) }),
    enabled: picker.open && !locked,
    placeholderData: keepPreviousData,
    select: (data): PickerItem[] =>
      data.pages
        .flatMap((page) => page.data)
        .map((kb) => {
          const health = sourceHealth(kb)
          return {
            id: kb.id,
            name: kb.name,
            detail: kbDetail(kb),
            badge: health,
          }
        }),
  })
  const unreadable = kbs.some((k) => k.unreadable || k.error?.code === 'key_product_locked')

  const items = kbs.map(({ id, kb, pending }) => {
    const name = kb?.name ?? id
    return {
      id,
      name,
      body:
        pending && !locked ? (
          <Skeleton className="h-9 w-2/3" />
        ) : kb ? (
          <div className="flex flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span translate="no" dir="auto" className="text-fg min-w-0 text-sm font-medium wrap-anywhere">
                {kb.name}
              </span>
              <Badge tone={sourceHealth(kb).tone}>{sourceHealth(kb).text}</Badge>
            </span>
            <ul className="text-fg-muted flex flex-col gap-0.5 text-xs">
              {kb.sources.map((s) => (
                <li key={s.id} className="wrap-anywhere">
                  <bdi translate="no">{s.name}</bdi> · {sourceState(s)}
                  {s.status === 'failed' && s.last_error ? (
                    <span className="text-danger">
                      {': '}
                      <span translate="no" dir="auto">
                        {s.last_error}
                      </span>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <span translate="no" dir="ltr" className="text-fg font-mono text-sm break-all">
            {id}
          </span>
        ),
    }
  })

  return (
    <AttachmentsPanel
      title={t`Knowledge bases`}
      description={t`Where the product looks things up. A failed or refreshing source blocks publishing.`}
      field="knowledge_base_ids"
      writeReason={writeReason}
      locked={locked}
      lockNote={
        locked || unreadable
          ? t`This key is locked to this product and cannot read knowledge bases: only their ids are shown.`
          : null
      }
      items={items}
      empty={
        <EmptyState title={t`No knowledge bases attached`}>
          {product.kind === 'mcp_server'
            ? t`Its tools answer AI clients without looking anything up.`
            : t`The product answers from its prompt and tools only.`}
        </EmptyState>
      }
      attachments={attachments}
      attached={product.knowledge_base_ids}
      picker={picker}
      results={results}
    />
  )
}
