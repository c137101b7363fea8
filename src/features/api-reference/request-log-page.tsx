// The requests this tab made, newest first and live: status, timing, request id, the problem
// body of errors, and each one as a curl command with the key masked.
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import { getConfig } from '../../api/config'
import { compilePath } from '../../api/contract'
import type { Operation } from '../../api/contract/operations'
import { OPERATIONS } from '../../api/contract/operations'
import { MOCK_SERVER_BASE_URL } from '../../api/contract/servers'
import { toCurl } from '../../api/curl'
import { requestLog, type RequestLogEntry } from '../../api/request-log'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { CopyButton } from '../../components/ui/copy-button'
import { EmptyState } from '../../components/ui/empty-state'
import { useApiConfig } from '../../app/capabilities'
import { formatCount, formatDate } from '../../lib/format'
import { MethodBadge, statusReason, statusText, statusTone } from './http-labels'
import { useRequestLog } from './use-request-log'
import { DisclosureButton } from './disclosure-button'
import { ColumnHeaders } from '../../components/ui/column-headers'
import { SearchInput } from '../../components/ui/search-input'
import { useUrlSearch } from '../../components/ui/use-url-search'

const route = getRouteApi('/api/log')
const HEAD_CELL = 'px-2 py-2'

export type StatusFilter = 'all' | 'errors'

const isError = (e: RequestLogEntry) => e.status === 0 || e.status >= 400

const matchers = (OPERATIONS as readonly Operation[]).map((op) => ({
  op,
  re: compilePath(op.path),
  literal: !op.path.includes('{'),
}))

/** The contract's operation behind a logged path, for a link into the reference. */
function operationOf(entry: RequestLogEntry): Operation | null {
  const method = entry.method === 'HEAD' ? 'GET' : entry.method
  const hits = matchers.filter((m) => m.op.method === method && m.re.test(entry.path))
  return (hits.find((h) => h.literal) ?? hits[0])?.op ?? null
}

/** The path and query as a person reads them; a query that does not decode is shown as sent. */
function fullPath(e: RequestLogEntry) {
  if (!e.query) return e.path
  try {
    return `${e.path}?${decodeURIComponent(e.query)}`
  } catch {
    return `${e.path}?${e.query}`
  }
}

const clock = (iso: string) => formatDate(iso, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
const stamp = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' })

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

function Block({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-fg-muted text-xs font-semibold tracking-wide uppercase">{title}</h3>
        {action}
      </div>
      <pre
        dir="ltr"
        translate="no"
        className="bg-canvas border-line text-fg rounded-md border p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
      >
        {children}
      </pre>
    </div>
  )
}

/** Demo mode's API lives in this tab: outside it, the same request goes to the standalone mock. */
function DemoCurl({ entry }: { entry: RequestLogEntry }) {
  const { t } = useLingui()
  return (
    <>
      <p role="note" className="text-fg-muted text-sm">
        <Trans>
          Demo mode: the address above is an API only inside this tab; run from a shell, the command gets the
          dashboard’s own page. The same request runs against the standalone mock: start{' '}
          <code className="bg-surface-muted rounded px-1 font-mono">npm run mock:server</code> and set{' '}
          <code className="bg-surface-muted rounded px-1 font-mono">API_KEY</code> to one of the demo keys it accepts
          (the README lists them).
        </Trans>
      </p>
      <Block
        title={t`curl against npm run mock:server`}
        action={
          <CopyButton
            value={toCurl(entry, MOCK_SERVER_BASE_URL)}
            label={t`curl command for npm run mock:server`}
            text={t`Copy for mock:server`}
            variant="secondary"
          />
        }
      >
        {toCurl(entry, MOCK_SERVER_BASE_URL)}
      </Block>
    </>
  )
}

function EntryDetail({ entry }: { entry: RequestLogEntry }) {
  const { t } = useLingui()
  const op = operationOf(entry)
  const demo = useApiConfig().mode === 'demo'
  const curl = toCurl(entry, getConfig().baseUrl)
  const headers = Object.entries(entry.request_headers)
  const duration = formatCount(entry.duration_ms)
  return (
    <div className="flex flex-col gap-4 px-3 py-4 sm:px-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-fg-muted">{t`Request id`}</dt>
        {entry.request_id ? (
          <dd translate="no" dir="ltr" className="text-fg text-start font-mono break-words select-all">
            {entry.request_id}
          </dd>
        ) : (
          <dd className="text-fg">{t`none (no answer)`}</dd>
        )}
        <dt className="text-fg-muted">
          <Trans>Status</Trans>
        </dt>
        <dd className="text-fg">
          {statusText(entry.status)}
          {entry.replayed ? (
            <>
              {' · '}
              <Trans>
                replayed (<code className="font-mono">Idempotency-Key</code>)
              </Trans>
            </>
          ) : null}
        </dd>
        <dt className="text-fg-muted">
          <Trans>Sent</Trans>
        </dt>
        <dd className="text-fg">
          <time dateTime={entry.started_at}>{stamp(entry.started_at)}</time>
        </dd>
        <dt className="text-fg-muted">
          <Trans>Duration</Trans>
        </dt>
        <dd className="text-fg tabular-nums">{t`${duration} ms`}</dd>
        {op ? (
          <>
            <dt className="text-fg-muted">
              <Trans>Operation</Trans>
            </dt>
            <dd>
              <Link
                to="/api"
                search={{ q: '' }}
                hash={op.id}
                translate="no"
                className="text-accent hover:text-accent-hover underline underline-offset-2"
              >
                {op.summary}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>

      {entry.error ? (
        <div role="note" translate="no" className="border-danger/40 bg-danger-soft rounded-md border p-3 text-sm">
          <p dir="ltr" className="text-danger text-start font-semibold">
            {entry.error.code}
          </p>
          {entry.error.detail ? <p className="text-fg mt-1 break-words">{entry.error.detail}</p> : null}
        </div>
      ) : null}

      {entry.problem ? <Block title={t`Problem`}>{JSON.stringify(entry.problem, null, 2)}</Block> : null}

      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 className="text-fg-muted text-xs font-semibold tracking-wide uppercase">{t`Request headers`}</h3>
        <dl
          dir="ltr"
          translate="no"
          className="bg-canvas border-line rounded-md border p-3 font-mono text-xs leading-relaxed"
        >
          {headers.map(([name, value]) => (
            <div key={name} className="flex flex-wrap gap-x-2">
              <dt className="text-fg-muted">{name}:</dt>
              <dd className="text-fg min-w-0 break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {entry.request_body !== null ? <Block title={t`Request body`}>{pretty(entry.request_body)}</Block> : null}

      <Block
        title={t`curl`}
        action={<CopyButton value={curl} label={t`curl command`} text={t`Copy as curl`} variant="secondary" />}
      >
        {curl}
      </Block>
      {demo ? <DemoCurl entry={entry} /> : null}
    </div>
  )
}

function EntryRows({
  entry,
  open,
  onToggle,
}: {
  entry: RequestLogEntry
  open: boolean
  onToggle: (id: string) => void
}) {
  const { t } = useLingui()
  const detailId = useId()
  const tone = statusTone(entry.status)
  const duration = formatCount(entry.duration_ms)
  return (
    <>
      <tr className={`align-top ${open ? 'bg-surface-muted/60' : ''}`}>
        <td className="py-2 ps-3 pe-1 sm:ps-4 sm:pe-2">
          <MethodBadge method={entry.method} className="w-14" />
        </td>
        <td className="px-2 py-2">
          <DisclosureButton
            open={open}
            controls={detailId}
            onToggle={() => onToggle(entry.id)}
            className="text-fg hover:text-accent flex w-full items-start gap-1.5 rounded text-start font-mono text-xs"
          >
            <span translate="no" dir="ltr" className="min-w-0 text-start break-all">
              {fullPath(entry)}
            </span>
          </DisclosureButton>
        </td>
        <td className="px-2 py-2">
          <Badge tone={tone}>
            {entry.status === 0 ? (
              t`No answer`
            ) : (
              // One inline run: as the badge's own flex item, the phrase would lose its leading space.
              <span translate="no">
                {entry.status}
                {/* The phrase is dropped on a phone so the path keeps its width; the code says it. */}
                <span className="max-sm:sr-only"> {statusReason(entry.status)}</span>
              </span>
            )}
          </Badge>
        </td>
        <td className="text-fg hidden px-2 py-2 text-end text-xs tabular-nums md:table-cell">{t`${duration} ms`}</td>
        <td className="text-fg-muted hidden px-2 py-2 text-xs tabular-nums sm:table-cell">
          <time dateTime={entry.started_at}>{clock(entry.started_at)}</time>
        </td>
        {/* An id is one token: it breaks only when it cannot fit a line of its own. */}
        <td
          translate="no"
          className="text-fg-muted hidden py-2 ps-2 pe-3 font-mono text-xs break-words sm:pe-4 lg:table-cell"
        >
          {entry.request_id ?? '—'}
        </td>
      </tr>
      <tr id={detailId} hidden={!open}>
        <td colSpan={6} className="border-line border-t p-0">
          {open ? <EntryDetail entry={entry} /> : null}
        </td>
      </tr>
    </>
  )
}

export function RequestLogPage() {
  const { t } = useLingui()
  const entries = useRequestLog()
  const { status, q } = route.useSearch()
  const navigate = route.useNavigate()
  const writeQuery = useCallback(
    (next: string) => void navigate({ search: (prev) => ({ ...prev, q: next }), replace: true }),
    [navigate],
  )
  const { text, setText } = useUrlSearch(q, writeQuery)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const filterId = useId()

  const errors = useMemo(() => entries.filter(isError).length, [entries])
  const shown = useMemo(() => {
    const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return [...entries].reverse().filter((e) => {
      if (status === 'errors' && !isError(e)) return false
      const hay =
        `${e.method} ${fullPath(e)} ${e.status} ${statusText(e.status)} ${e.request_id ?? ''} ${e.problem?.code ?? ''} ${e.error?.code ?? ''}`.toLowerCase()
      return words.every((w) => hay.includes(w))
    })
  }, [entries, status, text])

  const allCount = formatCount(entries.length)
  const errorCount = formatCount(errors)
  const shownCount = formatCount(shown.length)

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const setStatus = (next: StatusFilter) =>
    void navigate({ search: (prev) => ({ ...prev, status: next }), replace: true })
  const resetFilters = () => {
    setText('')
    void navigate({ search: { status: 'all', q: '' }, replace: true })
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-fg-muted max-w-3xl text-sm">
        <Trans>
          Every API request this tab has made, newest first, as it happens. The log lives in this tab’s memory (the last
          200 requests) and is gone on reload; keys and end-user tokens are masked.
        </Trans>
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-fg mb-1.5 text-sm font-medium">
            <Trans>Show</Trans>
          </legend>
          <div className="border-line-strong bg-surface inline-flex w-fit rounded-md border p-0.5">
            {(
              [
                ['all', t`All (${allCount})`],
                ['errors', t`Errors (${errorCount})`],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={`relative cursor-pointer rounded px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-focus)] ${
                  status === value ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface-muted'
                }`}
              >
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={filterId} className="text-fg text-sm font-medium">
            <Trans>Filter</Trans>
          </label>
          <SearchInput
            id={filterId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`Path, status, code or request id`}
          />
        </div>
        <Button onClick={() => requestLog.clear()} disabled={entries.length === 0} className="sm:ms-auto">
          <Trans>Clear log</Trans>
        </Button>
      </div>

      {entries.length === 0 ? (
        <EmptyState title={t`No requests yet`}>
          <Trans>
            The log fills as you use the dashboard: open a screen and each request it makes to the API appears here,
            with its status, timing and request id.
          </Trans>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={t`No requests match the filters`}>
          <Button variant="ghost" onClick={resetFilters} className="mt-2">
            <Trans>Show all requests</Trans>
          </Button>
        </EmptyState>
      ) : (
        <div className="border-line bg-surface rounded-lg border shadow-xs">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              <Trans>Requests made in this tab, newest first; {shownCount} shown</Trans>
            </caption>
            <thead className="text-fg-muted border-line border-b text-xs">
              <ColumnHeaders
                cell={HEAD_CELL}
                columns={[
                  { label: t`Method`, className: 'py-2 pe-2 ps-3 sm:ps-4' },
                  t`Path`,
                  t`Status`,
                  { label: t`Duration`, className: 'hidden px-2 py-2 text-end md:table-cell' },
                  { label: t`Time`, className: 'hidden px-2 py-2 sm:table-cell' },
                  { label: t`Request id`, className: 'hidden py-2 pe-3 ps-2 sm:pe-4 lg:table-cell' },
                ]}
              />
            </thead>
            <tbody className="divide-line divide-y">
              {shown.map((entry) => (
                <EntryRows key={entry.id} entry={entry} open={expanded.has(entry.id)} onToggle={toggle} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
