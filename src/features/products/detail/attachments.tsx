// The product's tools and knowledge bases: listed, attached from a searchable picker,
// detached at once (optimistic, rolled back if refused) with Undo in the toast.
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
import { plural } from '../../../lib/format'
import { useShortcut } from '../../../components/hooks/keyboard'
import type { KnowledgeBaseState } from './checks'
import { PickerDialog, type PickerItem } from './picker-dialog'
import { writeScope } from './use-product-form'
import { useDebounced } from '../../../components/hooks/use-debounced'

type Field = 'tool_ids' | 'knowledge_base_ids'

const TOOL_KINDS: Record<Tool['kind'], string> = { llm: 'LLM', http: 'HTTP', static: 'Static' }

const PICKER_LIMIT = 50

/** Attach and detach for one id list; Undo puts a detached item back where it was. */
function useAttachments(product: Product, field: Field, noun: string) {
  const client = useQueryClient()
  const mutation = useMutation({ ...productMutations.setAttachments(), scope: writeScope(product.id) })
  // The newest list, optimistic writes included: a second click builds on the first.
  const current = () => client.getQueryData<Product>(productKeys.detail(product.id))?.[field] ?? product[field]
  const write = (ids: string[]) => mutation.mutateAsync({ id: product.id, [field]: ids })

  // The Undo of the detach whose toast is up: its key works while the toast shows, from wherever focus is.
  const [pendingUndo, setPendingUndo] = useState<{ run: () => void } | null>(null)
  useShortcut('u', () => pendingUndo?.run(), {
    description: `Undo the ${noun} just detached`,
    group: 'Product',
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
            <>
              <bdi>{name}</bdi> is attached again
            </>,
            // Its own id: the Undo click dismisses the detach toast, and an update to
            // that toast while it leaves would leave with it.
            { id: `reattach:${id}` },
          ),
        (e: unknown) => toast.apiError(e, `Could not attach ${name} again`),
      )
    }
    const gone = () => setPendingUndo((p) => (p?.run === undo ? null : p))
    write(before.filter((x) => x !== id)).then(
      () => {
        setPendingUndo({ run: undo })
        toast.success(
          <>
            Detached <bdi>{name}</bdi>
          </>,
          {
            id: toastId,
            duration: 8_000,
            description: 'Press U to undo.',
            action: { label: 'Undo', onClick: undo },
            onDismiss: gone,
            onAutoClose: gone,
          },
        )
      },
      (e: unknown) => toast.apiError(e, `Could not detach ${name}; it is still attached`),
    )
  }

  const attach = async (ids: string[]) => {
    const now = current()
    await write([...now, ...ids.filter((id) => !now.includes(id))])
    toast.success(`Attached ${ids.length} ${ids.length === 1 ? noun : `${noun}s`}`)
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
      {items.map((item, i) => (
        <li key={item.id} className="flex items-start gap-3 px-3 py-2.5">
          <div className="min-w-0 flex-1">{item.body}</div>
          <Button
            size="sm"
            variant="ghost"
            data-detach=""
            aria-label={`Detach ${item.name}`}
            onClick={(e) => {
              // Only where the button had focus (a keyboard or a click): the row it is on goes away.
              if (e.currentTarget === document.activeElement) refocus.current = { index: i, count: items.length }
              onDetach(item.id, item.name)
            }}
            disabledReason={writeReason}
          >
            Detach
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

const LOCKED_PICKER =
  'This key is locked to one product and cannot read the workspace’s library; attach with a workspace key.'

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
  /** "tool" / "knowledge base". */
  noun: string
  nounPlural: string
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
  const { noun, nounPlural, writeReason, locked, picker } = props
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
          disabledReason={writeReason ?? (locked ? LOCKED_PICKER : null)}
        >
          Attach {nounPlural}
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
        noun={noun}
        nounPlural={nounPlural}
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
  const picker = usePicker()
  const attachments = useAttachments(product, 'tool_ids', 'tool')
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
          badge: { text: TOOL_KINDS[t.kind], tone: 'neutral' },
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
            <span dir="auto" className="text-fg min-w-0 font-mono text-sm font-medium wrap-anywhere">
              {name}
            </span>
            {tool ? <Badge>{TOOL_KINDS[tool.kind]}</Badge> : null}
          </span>
          <span dir="auto" className="text-fg-muted text-xs wrap-anywhere">
            {tool?.description ?? manifest.data?.tools[i]?.description ?? ''}
            {!tool ? <span className="font-mono"> {id}</span> : null}
          </span>
        </div>
      ),
    }
  })

  return (
    <AttachmentsPanel
      title="Tools"
      description={
        product.kind === 'mcp_server'
          ? 'What AI clients can call through this server.'
          : 'What the agent can do during a conversation.'
      }
      noun="tool"
      nounPlural="tools"
      writeReason={writeReason}
      locked={locked}
      lockNote={
        locked
          ? 'This key is locked to this product: tool names come from its manifest, and tools can be detached but not browsed.'
          : null
      }
      items={items}
      empty={
        <EmptyState title="No tools attached">
          {product.kind === 'mcp_server'
            ? 'An MCP server needs at least one tool to be published.'
            : 'The agent will only talk, not act.'}
        </EmptyState>
      }
      attachments={attachments}
      attached={product.tool_ids}
      picker={picker}
      results={results}
    />
  )
}

function sourceHealth(kb: KnowledgeBase): { text: string; tone: Tone } {
  const failed = kb.sources.filter((s) => s.status === 'failed').length
  const refreshing = kb.sources.filter((s) => s.status === 'refreshing').length
  if (failed) return { text: `${failed} failed`, tone: 'danger' }
  if (refreshing) return { text: `${refreshing} refreshing`, tone: 'warning' }
  return { text: 'Ready', tone: 'success' }
}

export function KnowledgeBasesSection({
  product,
  writeReason,
  locked,
  kbs,
}: AttachmentsProps & { kbs: KnowledgeBaseState[] }) {
  const picker = usePicker()
  const attachments = useAttachments(product, 'knowledge_base_ids', 'knowledge base')
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
            detail: `${kb.sources.length} ${kb.sources.length === 1 ? 'source' : 'sources'}${kb.description ? ` · ${kb.description}` : ''}`,
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
              <span dir="auto" className="text-fg min-w-0 text-sm font-medium wrap-anywhere">
                {kb.name}
              </span>
              <Badge tone={sourceHealth(kb).tone}>{sourceHealth(kb).text}</Badge>
            </span>
            <ul className="text-fg-muted flex flex-col gap-0.5 text-xs">
              {kb.sources.map((s) => (
                <li key={s.id} className="wrap-anywhere">
                  <bdi>{s.name}</bdi> · {s.status === 'ready' ? plural(s.document_count, 'document') : s.status}
                  {s.status === 'failed' && s.last_error ? <span className="text-danger">: {s.last_error}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <span className="text-fg font-mono text-sm break-all">{id}</span>
        ),
    }
  })

  return (
    <AttachmentsPanel
      title="Knowledge bases"
      description="Where the product looks things up. A failed or refreshing source blocks publishing."
      noun="knowledge base"
      nounPlural="knowledge bases"
      writeReason={writeReason}
      locked={locked}
      lockNote={
        locked || unreadable
          ? 'This key is locked to this product and cannot read knowledge bases: only their ids are shown.'
          : null
      }
      items={items}
      empty={
        <EmptyState title="No knowledge bases attached">
          {product.kind === 'mcp_server'
            ? 'Its tools answer AI clients without looking anything up.'
            : 'The product answers from its prompt and tools only.'}
        </EmptyState>
      }
      attachments={attachments}
      attached={product.knowledge_base_ids}
      picker={picker}
      results={results}
    />
  )
}
