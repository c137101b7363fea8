// /sessions/$sessionId: one conversation for a support agent. Totals at the top, the
// contact with copy buttons, the product and the wallet debits linked, the transcript,
// exports (JSON, text), and the keyboard: j/k open the next/previous conversation of the
// list the user came from (its filter rides in the URL), `/` finds, Esc goes back.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import { formatCount, formatCredits, formatDateTime } from '../../../lib/format'
import { useShortcut } from '../../../components/hooks/keyboard'
import { sumMillicredits } from '../../../lib/millicredits'
import { rememberOpened, viewKey } from '../list-memory'
import { filtersOf, hasFilters, listQueryOf } from '../search'
import { useLoadAll } from '../use-load-all'
import { formatDuration } from './duration-words'
import { transcriptJson, transcriptText } from './export'
import { useRefunds, type Refunds } from './refunds'
import { TranscriptView } from './transcript-view'

const route = getRouteApi('/sessions/$sessionId')

const linkClass = 'text-accent hover:text-accent-hover font-medium underline underline-offset-2'
/** Why Previous or Next does nothing at either end of the list; the toast of j/k says the same. */
const END_REASON: Record<Neighbour, MessageDescriptor> = {
  previous: msg`This is the first conversation of the list`,
  next: msg`This is the last conversation of the list`,
}

/** The keys that step through the list, as printed on a keyboard. */
const NEXT_KEY = 'J'
const PREVIOUS_KEY = 'K'

const EXPORT_FORMATS = ['json', 'text'] as const
type ExportFormat = (typeof EXPORT_FORMATS)[number]
/** The buttons and the toast, per format: whole sentences, each language words them its own way. */
const EXPORT_WORDS: Record<ExportFormat, { button: MessageDescriptor; done: MessageDescriptor }> = {
  json: { button: msg`Export JSON`, done: msg`Exported the transcript as JSON` },
  text: { button: msg`Export text`, done: msg`Exported the transcript as text` },
}

/** A plain address book check: only something shaped like an address becomes a mailto link. */
const EMAIL = /^[^\s@<>()"'`:;,\\]+@[^\s@<>()"'`:;,\\]+\.[^\s@<>()"'`:;,\\]+$/

function ContactPanel({ contact }: { contact: Contact | null }) {
  const { t } = useLingui()
  const fields: { kind: 'name' | 'email' | 'phone'; label: string; value: string; what: string }[] = []
  if (contact?.name) fields.push({ kind: 'name', label: t`Name`, value: contact.name, what: t`name` })
  if (contact?.email) fields.push({ kind: 'email', label: t`E-mail`, value: contact.email, what: t`e-mail address` })
  if (contact?.phone) fields.push({ kind: 'phone', label: t`Phone`, value: contact.phone, what: t`phone number` })
  return (
    <Panel title={t`Contact`} description={fields.length ? t`What the agent captured.` : undefined}>
      {fields.length === 0 ? (
        <p className="text-fg-muted text-sm">
          <Trans>The visitor left no contact details.</Trans>
        </p>
      ) : (
        <dl className="flex flex-col gap-3">
          {fields.map(({ kind, label, value, what }) => (
            <div key={kind}>
              <dt className="text-fg-muted text-xs font-medium">{label}</dt>
              <dd className="flex items-start justify-between gap-2">
                <span dir="auto" translate="no" className="text-fg min-w-0 text-sm wrap-anywhere">
                  {kind === 'email' && EMAIL.test(value) ? (
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
  if (refunded === undefined || refunded === 0) return <Trans>credits</Trans>
  const net = refunded === null ? null : sumMillicredits([cost, -refunded])
  return (
    <Trans>
      credits charged · <Credits value={refunded} /> refunded · <Credits value={net} /> net
    </Trans>
  )
}

function Totals({ session, refunds }: { session: Session; refunds: Refunds | null }) {
  const { t } = useLingui()
  const lasted = Date.parse(session.last_message_at) - Date.parse(session.started_at)
  const startedAt = formatDateTime(session.started_at)
  return (
    <section aria-label={t`Totals`} className="border-line bg-surface rounded-lg border p-4 shadow-xs sm:p-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label={t`Messages`} value={formatCount(session.message_count)} />
        <Figure label={t`Tokens in`} value={formatCount(session.tokens.input)} />
        <Figure label={t`Tokens out`} value={formatCount(session.tokens.output)} />
        <Figure
          label={t`Cost`}
          value={formatCredits(session.cost)}
          hint={<CostHint cost={session.cost} refunded={refunds?.total} />}
        />
        <Figure label={t`Duration`} value={formatDuration(lasted)} hint={t`Started ${startedAt}`} />
      </dl>
    </section>
  )
}

function Title({ session }: { session: Session }) {
  const who = session.contact?.name ?? session.contact?.email ?? session.contact?.phone ?? null
  if (!who) return <Trans>Conversation with an anonymous visitor</Trans>
  return (
    <Trans>
      Conversation with <bdi translate="no">{who}</bdi>
    </Trans>
  )
}

function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-7xl flex-col gap-5">
      <span className="sr-only">
        <Trans>Loading the conversation…</Trans>
      </span>
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
  const { i18n, t } = useLingui()
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
  const startedAt = session.data ? formatDateTime(session.data.started_at) : ''
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

  const backToThatList = () => rememberOpened(listKey, sessionId)
  const backToList = () => {
    backToThatList()
    void navigate({ to: '/sessions', search: filters })
  }
  /** A key pressed before the neighbour has loaded waits for it rather than being dropped. */
  const open = async (direction: Neighbour) => {
    const target = direction === 'next' ? next : previous
    let found: Session | null
    try {
      found = target.isSuccess ? target.data : await client.fetchQuery(neighbour(direction))
    } catch {
      toast(t`This conversation is not in the list you came from`, {
        description: t`Go back to the list (Esc) and open one from there.`,
      })
      return
    }
    if (!found) {
      toast(i18n._(END_REASON[direction]))
      return
    }
    rememberOpened(listKey, found.id)
    void navigate({ to: '/sessions/$sessionId', params: { sessionId: found.id }, search: filters })
  }

  const group = t`Conversation`
  useShortcut('j', () => void open('next'), { description: t`Next conversation of the list`, group })
  useShortcut('k', () => void open('previous'), { description: t`Previous conversation of the list`, group })
  useShortcut('/', () => findRef.current?.focus(), { description: t`Find in the transcript`, group })
  useShortcut('escape', backToList, { description: t`Back to the list`, group })

  const exportAs = async (format: ExportFormat) => {
    if (!session.data) return
    setExporting(format)
    try {
      const complete = await loader.loadAll()
      if (!complete) throw new Error(t`Not every page of the transcript could be loaded.`)
      const data = client.getQueryData(sessionQueries.messages(sessionId).queryKey)
      const all: Message[] = data?.pages.flatMap((p) => p.data) ?? []
      const input = { session: session.data, productName: product.data?.name ?? null, messages: all }
      if (format === 'json') downloadFile(`${sessionId}.json`, transcriptJson(input), 'application/json;charset=utf-8')
      else downloadFile(`${sessionId}.txt`, transcriptText(input), 'text/plain;charset=utf-8')
      const messageCount = all.length
      const count = formatCount(messageCount)
      toast.success(i18n._(EXPORT_WORDS[format].done), {
        description: plural(messageCount, { one: `${count} message`, other: `${count} messages` }),
      })
    } catch (error) {
      toast.apiError(error, t`Could not export the transcript`)
    } finally {
      setExporting(null)
    }
  }

  return (
    <DetailQuery
      query={session}
      pending={<PageSkeleton />}
      failedTitle={t`The conversation could not be loaded`}
      notFoundTitle={t`No such conversation`}
      back={{ to: '/sessions', search: filters, label: t`Back to the conversations` }}
      missing={
        <Trans>
          There is no conversation{' '}
          <code className="font-mono break-all" dir="ltr">
            {sessionId}
          </code>{' '}
          that this key can see.
        </Trans>
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
                <Trans>Conversations</Trans>
              </Link>,
            ]}
            current={
              <span className="font-mono text-xs" translate="no" dir="ltr">
                {s.id}
              </span>
            }
          />

          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-fg text-2xl font-semibold tracking-tight wrap-anywhere">
                <Title session={s} />
              </h1>
              <p className="text-fg-muted mt-1 flex flex-wrap items-center gap-x-2 text-sm">
                <Link to="/products/$productId" params={{ productId: s.product_id }} className={linkClass}>
                  <bdi translate="no">{product.data?.name ?? s.product_id}</bdi>
                </Link>
                <span aria-hidden="true">·</span>
                <span className="whitespace-nowrap">{t`Started ${startedAt}`}</span>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  <span className="font-mono text-xs" translate="no" dir="ltr">
                    {s.id}
                  </span>
                  <CopyButton value={s.id} label={t`conversation id`} />
                </span>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <div role="group" aria-label={t`Export transcript`} className="flex gap-2">
                {EXPORT_FORMATS.map((format) => (
                  <Button
                    key={format}
                    size="sm"
                    busy={exporting === format}
                    disabled={exporting !== null}
                    onClick={() => void exportAs(format)}
                  >
                    {i18n._(EXPORT_WORDS[format].button)}
                  </Button>
                ))}
              </div>
              <nav aria-label={t`Conversations of the list`} className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => void open('previous')}
                  disabledReason={previous.isSuccess && previous.data === null ? i18n._(END_REASON.previous) : null}
                  aria-keyshortcuts="k"
                >
                  {/* Backwards is towards the start of the line: to the right in Arabic. */}
                  <span aria-hidden="true" className="flip-rtl inline-block">
                    ←
                  </span>{' '}
                  <Trans>Previous</Trans> <Kbd className="max-sm:hidden">{PREVIOUS_KEY}</Kbd>
                </Button>
                <Button
                  size="sm"
                  onClick={() => void open('next')}
                  disabledReason={next.isSuccess && next.data === null ? i18n._(END_REASON.next) : null}
                  aria-keyshortcuts="j"
                >
                  <Trans>Next</Trans> <Kbd className="max-sm:hidden">{NEXT_KEY}</Kbd>{' '}
                  <span aria-hidden="true" className="flip-rtl inline-block">
                    →
                  </span>
                </Button>
              </nav>
            </div>
          </div>

          {hasFilters(search) || locked ? (
            <p className="text-fg-muted -mt-2 text-xs">
              {locked ? (
                <Trans>
                  Previous and Next follow the list you came from, limited to this key’s product.{' '}
                  <Link to="/sessions" search={filters} className={linkClass} onClick={backToThatList}>
                    Back to that list
                  </Link>{' '}
                  (Esc)
                </Trans>
              ) : (
                <Trans>
                  Previous and Next follow the list you came from.{' '}
                  <Link to="/sessions" search={filters} className={linkClass} onClick={backToThatList}>
                    Back to that list
                  </Link>{' '}
                  (Esc)
                </Trans>
              )}
            </p>
          ) : null}

          <Totals session={s} refunds={refunds} />

          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <TranscriptView session={s} findRef={findRef} refunds={refunds?.byMessage ?? null} initialFind={search.q} />
            <div className="flex flex-col gap-5">
              <ContactPanel contact={s.contact} />
              <Panel title={t`Product`}>
                <p dir="auto" translate="no" className="text-sm wrap-anywhere">
                  <Link to="/products/$productId" params={{ productId: s.product_id }} className={linkClass}>
                    {product.data?.name ?? s.product_id}
                  </Link>
                </p>
              </Panel>
              <Panel title={t`Wallet`} description={t`What this conversation cost, one debit per agent answer.`}>
                {locked ? (
                  <p className="text-fg-muted text-sm">
                    <Trans>
                      A key locked to one product cannot read the wallet; the cost above is the sum of the debits.
                    </Trans>
                  </p>
                ) : (
                  <Link to="/wallet" search={{ session_id: s.id }} className={`${linkClass} text-sm`}>
                    <Trans>The debits of this conversation in the wallet</Trans>
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
