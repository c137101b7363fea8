// The OpenAPI document as a reference: operations by tag with an index beside them, the key,
// webhook events, the error catalogue and every schema; a search kept in the URL (?q=).
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { getConfig, subscribeConfig } from '../../api/config'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { DisclosureButton } from './disclosure-button'
import type { ApiDocument, OperationModel, SchemaNode } from './document'
import { apiDocumentQuery } from './document-query'
import { MethodBadge, StatusBadge } from './http-labels'
import { LazyDetails } from './lazy-details'
import { errorAnchor, OperationCard } from './operation-card'
import { Prose } from './prose'
import { SchemaBody, schemaAnchor, SchemasProvider } from './schema-view'
import { ColumnHeaders } from '../../components/ui/column-headers'
import { SearchInput } from '../../components/ui/search-input'
import { useUrlSearch } from '../../components/ui/use-url-search'

const route = getRouteApi('/api/')

function matches(op: OperationModel, q: string): boolean {
  return q === '' || q.split(/\s+/).every((word) => op.haystack.includes(word))
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-20 flex-col gap-4">
      <h2 id={headingId} className="text-fg text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

interface Filtered {
  groups: ApiDocument['groups']
  events: OperationModel[]
  errors: ApiDocument['errors']
  schemaNames: string[]
  operations: number
}

function filterDocument(doc: ApiDocument, q: string): Filtered {
  const groups = doc.groups
    .map((g) => ({ ...g, operations: g.operations.filter((op) => matches(op, q)) }))
    .filter((g) => g.operations.length > 0)
  const words = q.split(/\s+/).filter(Boolean)
  const hit = (text: string) => words.every((w) => text.toLowerCase().includes(w))
  return {
    groups,
    events: doc.events.filter((e) => matches(e, q)),
    errors: doc.errors.filter((e) => hit(`${e.code} ${e.title} ${e.status ?? ''}`)),
    schemaNames: Object.keys(doc.schemas).filter((name) => hit(name)),
    operations: groups.reduce((n, g) => n + g.operations.length, 0),
  }
}

function OperationIndex({ filtered }: { filtered: Filtered }) {
  return (
    <ul className="flex flex-col gap-4 text-sm">
      {filtered.groups.map((g) => (
        <li key={g.tag}>
          <p className="text-fg-muted mb-1 px-2 text-xs font-semibold tracking-wide uppercase">{g.tag}</p>
          <ul className="flex flex-col">
            {g.operations.map((op) => (
              <li key={op.id}>
                <a
                  href={`#${op.id}`}
                  className="text-fg hover:bg-surface-muted flex items-start gap-2 rounded-md px-2 py-1 leading-snug"
                >
                  <MethodBadge method={op.method} className="w-12 text-[0.65rem]" />
                  <span className="min-w-0">{op.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
      {filtered.events.length > 0 ? (
        <li>
          <p className="text-fg-muted mb-1 px-2 text-xs font-semibold tracking-wide uppercase">Webhook events</p>
          <ul className="flex flex-col">
            {filtered.events.map((e) => (
              <li key={e.id}>
                <a
                  href={`#${e.id}`}
                  className="text-fg hover:bg-surface-muted block truncate rounded-md px-2 py-1 font-mono text-xs"
                >
                  {e.path}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ) : null}
      <li>
        <p className="text-fg-muted mb-1 px-2 text-xs font-semibold tracking-wide uppercase">More</p>
        <ul className="flex flex-col">
          {[
            ['authentication', 'Authentication'],
            ['errors', 'Errors'],
            ['schemas', 'Schemas'],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-fg hover:bg-surface-muted block rounded-md px-2 py-1">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  )
}

function Intro({ doc, baseUrl, demo }: { doc: ApiDocument; baseUrl: string; demo: boolean }) {
  return (
    <>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-fg text-lg font-semibold tracking-tight">{doc.title}</h2>
          <Badge tone="accent">v{doc.version}</Badge>
          <Badge>OpenAPI {doc.openapi}</Badge>
        </div>
        {doc.summary ? <p className="text-fg text-sm">{doc.summary}</p> : null}
        <Prose text={doc.description} />
        <p className="text-fg-muted text-sm">
          The examples below send requests to <code className="bg-surface-muted rounded px-1 font-mono">{baseUrl}</code>
          {demo
            ? ': the standalone mock (npm run mock:server), since demo mode runs inside this browser.'
            : ', the API this dashboard is connected to.'}{' '}
          Set <code className="bg-surface-muted rounded px-1 font-mono">API_KEY</code> in your shell first.
        </p>
      </div>
      <Section id="authentication" title="Authentication">
        {doc.securitySchemes.map((s) => (
          <div key={s.id} className="border-line bg-surface flex flex-col gap-2 rounded-lg border p-4 sm:p-5">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <code className="text-fg font-mono font-semibold">{s.name}</code>
              <Badge>
                {s.type === 'apiKey' ? 'API key' : s.type}
                {s.in ? ` in ${s.in}` : ''}
              </Badge>
            </p>
            <Prose text={s.description} />
          </div>
        ))}
        {doc.responseHeaders.length > 0 ? (
          <div className="border-line bg-surface rounded-lg border p-4 sm:p-5">
            <h3 className="text-fg mb-3 text-sm font-semibold">Response headers</h3>
            <dl className="divide-line flex flex-col divide-y">
              {doc.responseHeaders.map((h) => (
                <div key={h.name} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
                  <dt className="text-fg shrink-0 font-mono text-sm sm:w-48">{h.name}</dt>
                  <dd className="min-w-0">
                    <Prose text={h.description} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </Section>
    </>
  )
}

function ErrorCatalogue({ doc, errors }: { doc: ApiDocument; errors: ApiDocument['errors'] }) {
  return (
    <>
      <p className="text-fg-muted text-sm">
        Every error is an <code className="bg-surface-muted rounded px-1 font-mono">application/problem+json</code> body
        (RFC 9457), a{' '}
        <a href={`#${schemaAnchor('Problem')}`} className="text-accent font-mono underline underline-offset-2">
          Problem
        </a>
        , with a stable <code className="font-mono">code</code> from this catalogue and the{' '}
        <code className="font-mono">request_id</code> to quote.
      </p>
      {errors.length > 0 ? (
        <div className="border-line bg-surface rounded-lg border">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">Error codes</caption>
            <thead className="text-fg-muted border-line border-b text-xs">
              <ColumnHeaders
                cell="px-3 py-2 sm:px-4"
                columns={['Code', { label: 'Status', className: 'px-3 py-2' }, 'Meaning']}
              />
            </thead>
            <tbody className="divide-line divide-y">
              {errors.map((e) => (
                <tr key={e.code} id={errorAnchor(e.code)} className="scroll-mt-20 align-top">
                  <td className="px-3 py-2 sm:px-4">
                    <code className="text-fg font-mono text-xs break-all">{e.code}</code>
                  </td>
                  <td className="px-3 py-2">{e.status ? <StatusBadge status={e.status} /> : null}</td>
                  <td className="px-3 py-2 sm:px-4">
                    <span className="text-fg">{e.title}</span>
                    {e.operations.length > 0 ? (
                      <LazyDetails
                        className="text-fg-muted mt-0.5 text-xs"
                        summary={`Returned by ${e.operations.length} ${e.operations.length === 1 ? 'operation' : 'operations'}`}
                      >
                        {() => (
                          <ul className="mt-1 flex flex-col gap-1">
                            {e.operations.map((op) => (
                              <li key={op.id}>
                                <a href={`#${op.id}`} className="text-accent underline underline-offset-2">
                                  {op.summary}
                                </a>
                              </li>
                            ))}
                          </ul>
                        )}
                      </LazyDetails>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {doc.fieldErrorCodes.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-fg text-sm font-semibold">
            Codes inside <code className="font-mono">errors[]</code>
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {doc.fieldErrorCodes.map((c) => (
              <li key={c}>
                <code className="bg-surface-muted text-fg rounded px-1.5 py-0.5 font-mono text-xs">{c}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

/** One component schema; its fields mount when opened, or when a link targets it. */
function SchemaEntry({ name, schema }: { name: string; schema: SchemaNode }) {
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const bodyId = useId()
  useEffect(() => {
    const follow = () => {
      if (window.location.hash === `#${schemaAnchor(name)}`) setOpen(true)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [name])
  return (
    <article
      id={schemaAnchor(name)}
      aria-labelledby={headingId}
      className="border-line bg-surface flex scroll-mt-20 flex-col gap-3 rounded-lg border px-4 py-3 sm:px-5"
    >
      <h3 id={headingId} className="text-fg font-mono text-sm font-semibold break-all">
        <DisclosureButton
          open={open}
          controls={bodyId}
          onToggle={() => setOpen((o) => !o)}
          className="hover:text-accent flex min-h-6 w-full items-center gap-2 rounded text-start"
        >
          {name}
        </DisclosureButton>
      </h3>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-3">
        {open ? (
          <>
            {schema.description ? <Prose text={schema.description} /> : null}
            <SchemaBody schema={schema} />
          </>
        ) : null}
      </div>
    </article>
  )
}

const hashTarget = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}

/** A few matches are opened at once; more stay closed so the list reads as a list. */
const AUTO_OPEN_MAX = 3

/**
 * Which operations are open: the one a link targets (`#createProduct`, on load and on every
 * hash change, scrolled to once open) plus those the user opened.
 */
function useOpenOperations() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(hashTarget() ? [hashTarget()] : []))
  useEffect(() => {
    const follow = () => {
      const id = hashTarget()
      if (!id) return
      setOpen((prev) => (prev.has(id) ? prev : new Set([...prev, id])))
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  const toggle = useCallback(
    (id: string) =>
      setOpen((prev) => {
        const next = new Set(prev)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    [],
  )
  return { open, setOpen, toggle }
}

export function ReferencePage() {
  const { data: doc } = useSuspenseQuery(apiDocumentQuery())
  const { q } = route.useSearch()
  const navigate = route.useNavigate()
  const writeQuery = useCallback(
    (next: string) => void navigate({ search: (prev) => ({ ...prev, q: next }), replace: true }),
    [navigate],
  )
  const { text: input, setText: setInput } = useUrlSearch(q, writeQuery)
  const query = useDeferredValue(input.trim().toLowerCase())
  const config = useSyncExternalStore(subscribeConfig, getConfig)
  const demo = config.mode === 'demo'
  const baseUrl = demo ? doc.defaultBaseUrl : config.baseUrl
  const filtered = useMemo(() => filterDocument(doc, query), [doc, query])
  const searchId = useId()
  const { open, setOpen, toggle } = useOpenOperations()

  const searching = query !== ''
  const autoOpen = searching && filtered.operations + filtered.events.length <= AUTO_OPEN_MAX
  /** An operation's card or a webhook event's: opened and closed the same way. */
  const card = (op: OperationModel, event = false) => (
    <OperationCard
      key={op.id}
      op={op}
      baseUrl={baseUrl}
      schemas={doc.schemas}
      event={event}
      open={autoOpen || open.has(op.id)}
      onToggle={toggle}
    />
  )
  const allIds = useMemo(
    () => [...doc.groups.flatMap((g) => g.operations.map((op) => op.id)), ...doc.events.map((e) => e.id)],
    [doc],
  )
  const allOpen = allIds.every((id) => open.has(id))
  const nothing =
    filtered.operations === 0 &&
    filtered.events.length === 0 &&
    filtered.errors.length === 0 &&
    filtered.schemaNames.length === 0

  return (
    <SchemasProvider value={doc.schemas}>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <nav
          aria-label="Operations"
          className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pe-1"
        >
          <OperationIndex filtered={filtered} />
        </nav>

        <div className="flex min-w-0 flex-col gap-8">
          <search className="flex flex-col gap-1.5">
            <label htmlFor={searchId} className="text-fg text-sm font-medium">
              Search the reference
            </label>
            <SearchInput
              className="max-w-xl"
              id={searchId}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder="Path, summary, operation id, error code…"
            />
            <div className="flex max-w-xl flex-wrap items-center justify-between gap-2">
              <p className="text-fg-muted text-xs" aria-live="polite">
                {searching
                  ? `${filtered.operations} of ${doc.operationCount} operations match`
                  : `${doc.operationCount} operations, ${doc.events.length} webhook events`}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setOpen(allOpen ? new Set() : new Set(allIds))}>
                {allOpen ? 'Collapse all' : 'Expand all'}
              </Button>
            </div>
          </search>

          <LazyDetails
            className="border-line bg-surface rounded-lg border px-3 py-2 lg:hidden"
            summaryClassName="text-fg text-sm font-medium"
            summary="Jump to an operation"
          >
            {() => (
              <div className="mt-3 mb-1">
                <OperationIndex filtered={filtered} />
              </div>
            )}
          </LazyDetails>

          {nothing ? (
            <EmptyState title="Nothing in the reference matches">
              Try a path such as /products, a word from a summary, or an error code.
            </EmptyState>
          ) : null}

          {searching ? null : <Intro doc={doc} baseUrl={baseUrl} demo={demo} />}

          {filtered.groups.map((g) => (
            <Section key={g.tag} id={`tag-${g.tag.toLowerCase().replace(/\s+/g, '-')}`} title={g.tag}>
              {g.description ? <Prose text={g.description} /> : null}
              {g.operations.map((op) => card(op))}
            </Section>
          ))}

          {filtered.events.length > 0 ? (
            <Section id="webhook-events" title="Webhook events">
              {doc.eventsDescription ? <Prose text={doc.eventsDescription} /> : null}
              <p className="text-fg-muted text-sm">
                Each event is POSTed to your endpoint signed twice. Verify one signature over the raw body before
                parsing it.
              </p>
              {filtered.events.map((e) => card(e, true))}
            </Section>
          ) : null}

          {filtered.errors.length > 0 ? (
            <Section id="errors" title="Errors">
              <ErrorCatalogue doc={doc} errors={filtered.errors} />
            </Section>
          ) : null}

          {filtered.schemaNames.length > 0 ? (
            <Section id="schemas" title="Schemas">
              <p className="text-fg-muted text-sm">
                Every named shape the operations refer to. A link to a schema opens it here.
              </p>
              {filtered.schemaNames.map((name) => {
                const schema = doc.schemas[name]
                return schema ? <SchemaEntry key={name} name={name} schema={schema} /> : null
              })}
            </Section>
          ) : null}
        </div>
      </div>
    </SchemasProvider>
  )
}
