// /sessions/$sessionId: one conversation for a support agent. Totals at the top, the
// contact with copy buttons, the product and the wallet debits linked, the transcript,
// exports (JSON, text), and the keyboard: j/k open the next/previous conversation of the
// list the user came from (its filter rides in the URL), `/` finds, Esc goes back.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { Contact, Message, Session } from '../../../api/contract'
import { productQueries } from '../../../api/products'
import { sessionQueries, type Neighbour } from '../../../api/sessions'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { Button } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { DetailQuery } from '../../../components/ui/detail-query'
import { Credits, Figure } from '../../../components/ui/figure'
import { Kbd } from '../../../components/ui/kbd'
import { Panel } from '../../../components/ui/panel'
import { Skeleton } from '../../../components/ui/skeleton'
import { toast } from '../../../components/ui/toast'
import { useCapabilities, useWorkspaceReadable } from '../../../app/capabilities'
import { downloadFile } from '../../../lib/csv'
import { formatCount, formatCredits, formatDateTime, plural } from '../../../lib/format'
import { useShortcut } from '../../../components/hooks/keyboard'
import { sumMillicredits } from '../../../lib/millicredits'
import { rememberOpened, viewKey } from '../list-memory'
import { filtersOf, hasFilters, listQueryOf } from '../search'
import { useLoadAll } from '../use-load-all'
import { formatDuration } from './duration'
import { transcriptJson, transcriptText } from './export'
import { useRefunds, type Refunds } from './refunds'
import { TranscriptView } from './transcript-view'

const route = getRouteApi('/sessions/$sessionId')

const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'
const GROUP = 'Conversation'
/** Why Previous or Next does nothing at either end of the list; the toast of j/k says the same. */
const END_REASON: Record<Neighbour, string> = {
  previous: 'This is the first conversation of the list',
  next: 'This is the last conversation of the list',
}

const EXPORT_FORMATS = ['json', 'text'] as const
type ExportFormat = (typeof EXPORT_FORMATS)[number]
/** How the buttons and the toast name a format. */
const formatName = (format: ExportFormat) => (format === 'json' ? 'JSON' : 'text')

/** A plain address book check: only something shaped like an address becomes a mailto link. */
const EMAIL = /^[^\s@<>()"'`:;,\\]+@[^\s@<>()"'`:;,\\]+\.[^\s@<>()"'`:;,\\]+$/

function ContactPanel({ contact }: { contact: Contact | null }) {
  const fields: { label: string; value: string; what: string }[] = []
  if (contact?.name) fields.push({ label: 'Name', value: contact.name, what: 'name' })
  if (contact?.email) fields.push({ label: 'E-mail', value: contact.email, what: 'e-mail address' })
  if (contact?.phone) fields.push({ label: 'Phone', value: contact.phone, what: 'phone number' })
  return (
    <Panel title="Contact" description={fields.length ? 'What the agent captured.' : undefined}>
      {fields.length === 0 ? (
        <p className="text-fg-muted text-sm">The visitor left no contact details.</p>
      ) : (
        <dl className="flex flex-col gap-3">
          {fields.map(({ label, value, what }) => (
            <div key={label}>
              <dt className="text-fg-muted text-xs font-medium">{label}</dt>
              <dd className="flex items-start justify-between gap-2">
                <span dir="auto" className="text-fg min-w-0 text-sm wrap-anywhere">
                  {label === 'E-mail' && EMAIL.test(value) ? (
                    <a href={`mailto:${encodeURIComponent(value).replace('%40', '@')}`} className={linkClass}>
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </span>
                <CopyButton value={value} label={what} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  )
}

/** The cost as charged (the list's figure), and net of refunds once the wallet has told of any. */
function CostHint({ cost, refunded }: { cost: number; refunded: number | null | undefined }) {
  if (refunded === undefined || refunded === 0) return 'credits'
  const net = refunded === null ? null : sumMillicredits([cost, -refunded])
  return (
    <>
      credits charged · <Credits value={refunded} /> refunded · <Credits value={net} /> net
    </>
  )
}

function Totals({ session, refunds }: { session: Session; refunds: Refunds | null }) {
  const lasted = Date.parse(session.last_message_at) - Date.parse(session.started_at)
  return (
    <section aria-label="Totals" className="border-line bg-surface rounded-lg border p-4 shadow-xs sm:p-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Messages" value={formatCount(session.message_count)} />
        <Figure label="Tokens in" value={formatCount(session.tokens.input)} />
        <Figure label="Tokens out" value={formatCount(session.tokens.output)} />
        <Figure
          label="Cost"
          value={formatCredits(session.cost)}
          hint={<CostHint cost={session.cost} refunded={refunds?.total} />}
        />
        <Figure
          label="Duration"
          value={formatDuration(lasted)}
          hint={`Started ${formatDateTime(session.started_at)}`}
        />
      </dl>
    </section>
  )
}

function Title({ session }: { session: Session }) {
  const who = session.contact?.name ?? session.contact?.email ?? session.contact?.phone ?? null
  if (!who) return 'Conversation with an anonymous visitor'
  return (
    <>
      Conversation with <bdi>{who}</bdi>
    </>
  )
}

function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-7xl flex-col gap-5">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-8 w-80 max-w-full" />
      <Skeleton className="h-24 rounded-lg" />
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <Skeleton className="h-96 rounded-lg" />
        <Skeleton className="h-48 rounded-lg" />
      </div>
    </div>
  )
}

export function TranscriptPage() {
  const { sessionId } = route.useParams()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const client = useQueryClient()
  const probe = useCapabilities()
  const lockedProductId = probe.data?.lockedProduct?.id ?? null
  const locked = probe.data?.locked ?? false
  const filters = filtersOf(search)
  const listKey = viewKey({ ...filters, locked: lockedProductId })
  const apiQuery = listQueryOf(search, lockedProductId)

  const session = useQuery(sessionQueries.detail(sessionId))
  const refunds = useRefunds(sessionId, useWorkspaceReadable())
  const product = useQuery({
    ...productQueries.detail(session.data?.product_id ?? ''),
    enabled: Boolean(session.data),
  })
  const messages = useInfiniteQuery(sessionQueries.messages(sessionId))
  const loader = useLoadAll(messages)
  const neighbour = (direction: Neighbour) => ({
    ...sessionQueries.neighbour(apiQuery, sessionId, direction),
    enabled: !probe.isPending && session.isSuccess,
    // A 400 says this conversation is not in that list; asking again will not change it.
    retry: false,
  })
  const previous = useQuery(neighbour('previous'))
  const next = useQuery(neighbour('next'))
  const findRef = useRef<HTMLInputElement>(null)
  const [exporting, setExporting] = useState<ExportFormat | null>(null)

  const backToList = () => {
    rememberOpened(listKey, sessionId)
    void navigate({ to: '/sessions', search: filters })
  }
  /** A key pressed before the neighbour has loaded waits for it rather than being dropped. */
  const open = async (direction: Neighbour) => {
    const target = direction === 'next' ? next : previous
    let found: Session | null
    try {
      found = target.isSuccess ? target.data : await client.fetchQuery(neighbour(direction))
    } catch {
      toast('This conversation is not in the list you came from', {
        description: 'Go back to the list (Esc) and open one from there.',
      })
      return
    }
    if (!found) {
      toast(END_REASON[direction])
      return
    }
    rememberOpened(listKey, found.id)
    void navigate({ to: '/sessions/$sessionId', params: { sessionId: found.id }, search: filters })
  }

  useShortcut('j', () => void open('next'), { description: 'Next conversation of the list', group: GROUP })
  useShortcut('k', () => void open('previous'), { description: 'Previous conversation of the list', group: GROUP })
  useShortcut('/', () => findRef.current?.focus(), { description: 'Find in the transcript', group: GROUP })
  useShortcut('escape', backToList, { description: 'Back to the list', group: GROUP })

  const exportAs = async (format: ExportFormat) => {
    if (!session.data) return
    setExporting(format)
    try {
      const complete = await loader.loadAll()
      if (!complete) throw new Error('Not every page of the transcript could be loaded.')
      const data = client.getQueryData(sessionQueries.messages(sessionId).queryKey)
      const all: Message[] = data?.pages.flatMap((p) => p.data) ?? []
      const input = { session: session.data, productName: product.data?.name ?? null, messages: all }
      if (format === 'json') downloadFile(`${sessionId}.json`, transcriptJson(input), 'application/json;charset=utf-8')
      else downloadFile(`${sessionId}.txt`, transcriptText(input), 'text/plain;charset=utf-8')
      toast.success(`Exported the transcript as ${formatName(format)}`, {
        description: plural(all.length, 'message'),
      })
    } catch (error) {
      toast.apiError(error, 'Could not export the transcript')
    } finally {
      setExporting(null)
    }
  }

  return (
    <DetailQuery
      query={session}
      pending={<PageSkeleton />}
      failedTitle="The conversation could not be loaded"
      notFoundTitle="No such conversation"
      back={{ to: '/sessions', search: filters, label: 'Back to the conversations' }}
      missing={
        <>
          There is no conversation <code className="font-mono break-all">{sessionId}</code> that this key can see.
        </>
      }
    >
      {(s) => (
        <div className="mx-auto flex max-w-7xl flex-col gap-5">
          <Breadcrumb
            trail={[
              <Link
                key="list"
                to="/sessions"
                search={filters}
                onClick={() => rememberOpened(listKey, sessionId)}
                className={crumbLinkClass}
              >
                Conversations
              </Link>,
            ]}
            current={<span className="font-mono text-xs">{s.id}</span>}
          />

          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-fg text-2xl font-semibold tracking-tight wrap-anywhere">
                <Title session={s} />
              </h1>
              <p className="text-fg-muted mt-1 flex flex-wrap items-center gap-x-2 text-sm">
                <Link to="/products/$productId" params={{ productId: s.product_id }} className={linkClass}>
                  <bdi>{product.data?.name ?? s.product_id}</bdi>
                </Link>
                <span aria-hidden="true">·</span>
                <span className="whitespace-nowrap">Started {formatDateTime(s.started_at)}</span>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  <span className="font-mono text-xs">{s.id}</span>
                  <CopyButton value={s.id} label="conversation id" />
                </span>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <div role="group" aria-label="Export transcript" className="flex gap-2">
                {EXPORT_FORMATS.map((format) => (
                  <Button
                    key={format}
                    size="sm"
                    busy={exporting === format}
                    disabled={exporting !== null}
                    onClick={() => void exportAs(format)}
                  >
                    Export {formatName(format)}
                  </Button>
                ))}
              </div>
              <nav aria-label="Conversations of the list" className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => void open('previous')}
                  disabledReason={previous.isSuccess && previous.data === null ? END_REASON.previous : null}
                  aria-keyshortcuts="k"
                >
                  <span aria-hidden="true">←</span> Previous <Kbd className="max-sm:hidden">K</Kbd>
                </Button>
                <Button
                  size="sm"
                  onClick={() => void open('next')}
                  disabledReason={next.isSuccess && next.data === null ? END_REASON.next : null}
                  aria-keyshortcuts="j"
                >
                  Next <Kbd className="max-sm:hidden">J</Kbd> <span aria-hidden="true">→</span>
                </Button>
              </nav>
            </div>
          </div>

          {hasFilters(search) || locked ? (
            <p className="text-fg-muted -mt-2 text-xs">
              Previous and Next follow the list you came from
              {locked ? ', limited to this key’s product' : ''}.{' '}
              <Link
                to="/sessions"
                search={filters}
                className={linkClass}
                onClick={() => rememberOpened(listKey, sessionId)}
              >
                Back to that list
              </Link>{' '}
              (Esc)
            </p>
          ) : null}

          <Totals session={s} refunds={refunds} />

          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <TranscriptView session={s} findRef={findRef} refunds={refunds?.byMessage ?? null} initialFind={search.q} />
            <div className="flex flex-col gap-5">
              <ContactPanel contact={s.contact} />
              <Panel title="Product">
                <p dir="auto" className="text-sm wrap-anywhere">
                  <Link to="/products/$productId" params={{ productId: s.product_id }} className={linkClass}>
                    {product.data?.name ?? s.product_id}
                  </Link>
                </p>
              </Panel>
              <Panel title="Wallet" description="What this conversation cost, one debit per agent answer.">
                {locked ? (
                  <p className="text-fg-muted text-sm">
                    A key locked to one product cannot read the wallet; the cost above is the sum of the debits.
                  </p>
                ) : (
                  <Link to="/wallet" search={{ session_id: s.id }} className={`${linkClass} text-sm`}>
                    The debits of this conversation in the wallet
                  </Link>
                )}
              </Panel>
            </div>
          </div>
        </div>
      )}
    </DetailQuery>
  )
}
