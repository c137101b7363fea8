// The OpenAPI document as a reference: operations by tag with an index beside them, the key,
// webhook events, the error catalogue and every schema; a search kept in the URL (?q=).
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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

/** The standard's own name, never translated. */
const SPECIFICATION = 'OpenAPI'
const ERROR_CELL = 'px-3 py-2 sm:px-4'

function matches(op: OperationModel, q: string): boolean {
  return q === '' || q.split(/\s+/).every((word) => op.haystack.includes(word))
}

/** A section of the reference; `data` when its title comes from the document (a tag), not from us. */
function Section({
  id,
  title,
  data = false,
  children,
}: {
  id: string
  title: string
  data?: boolean
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-20 flex-col gap-4">
      <h2
        id={headingId}
        className="text-fg text-lg font-semibold tracking-tight"
        {...(data ? { translate: 'no' as const } : {})}
      >
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
  const { t } = useLingui()
  return (
    <ul className="flex flex-col gap-4 text-sm">
      {filtered.groups.map((g) => (
        <li key={g.tag} translate="no">
          <p className="text-fg-muted mb-1 px-2 text-xs font-semibold tracking-wide uppercase">{g.tag}</p>
          <ul className="flex flex-col">
            {g.operations.map((op) => (
              <li key={op.id}>
                <a
                  href={`#${op.id}`}
                  className="text-fg hover:bg-surface-muted flex items-start gap-2 rounded-md px-2 py-1 leading-snug"
                >
                  <MethodBadge method={op.method} className="w-12 text-[0.65rem]" />
                  <span dir="auto" className="min-w-0">
                    {op.summary}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
      {filtered.events.length > 0 ? (
        <li>
          <p className="text-fg-muted mb-1 px-2 text-xs font-semibold tracking-wide uppercase">
            <Trans>Webhook events</Trans>
          </p>
          <ul className="flex flex-col">
            {filtered.events.map((e) => (
              <li key={e.id}>
                <a
                  href={`#${e.id}`}
                  translate="no"
                  dir="ltr"
                  className="text-fg hover:bg-surface-muted block truncate rounded-md px-2 py-1 text-start font-mono text-xs"
                >
                  {e.path}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ) : null}
      <li>
        <p className="text-fg-muted mb-1 px-2 text-xs font-semibold tracking-wide uppercase">
          <Trans>More</Trans>
        </p>
        <ul className="flex flex-col">
          {[
            ['authentication', t`Authentication`],
            ['errors', t`Errors`],
            ['schemas', t`Schemas`],
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
  const { t } = useLingui()
  const url = (
    <code translate="no" dir="ltr" className="bg-surface-muted rounded px-1 font-mono">
      {baseUrl}
    </code>
  )
  return (
    <>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 translate="no" className="text-fg text-lg font-semibold tracking-tight">
            {doc.title}
          </h2>
          <Badge tone="accent">
            <span translate="no" dir="ltr">
              {`v${doc.version}`}
            </span>
          </Badge>
          <Badge>
            <span translate="no" dir="ltr">
              {SPECIFICATION} {doc.openapi}
            </span>
          </Badge>
        </div>
        {doc.summary ? (
          <p translate="no" dir="auto" className="text-fg text-sm">
            {doc.summary}
          </p>
        ) : null}
        <Prose text={doc.description} />
        <p className="text-fg-muted text-sm">
          {demo ? (
            <Trans>
              The examples below send requests to {url}: the standalone mock (
              <code className="font-mono">npm run mock:server</code>), since demo mode runs inside this browser.
            </Trans>
          ) : (
            <Trans>The examples below send requests to {url}, the API this dashboard is connected to.</Trans>
          )}{' '}
          <Trans>
            Set <code className="bg-surface-muted rounded px-1 font-mono">API_KEY</code> in your shell first.
          </Trans>
        </p>
      </div>
      <Section id="authentication" title={t`Authentication`}>
        {doc.securitySchemes.map((s) => (
          <div key={s.id} className="border-line bg-surface flex flex-col gap-2 rounded-lg border p-4 sm:p-5">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <code className="text-fg font-mono font-semibold">{s.name}</code>
              <Badge>
                <SchemeKind type={s.type} where={s.in} />
              </Badge>
            </p>
            <Prose text={s.description} />
          </div>
        ))}
        {doc.responseHeaders.length > 0 ? (
          <div className="border-line bg-surface rounded-lg border p-4 sm:p-5">
            <h3 className="text-fg mb-3 text-sm font-semibold">{t`Response headers`}</h3>
            <dl className="divide-line flex flex-col divide-y">
              {doc.responseHeaders.map((h) => (
                <div key={h.name} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
                  <dt translate="no" dir="ltr" className="text-fg shrink-0 text-start font-mono text-sm sm:w-48">
                    {h.name}
                  </dt>
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

/** "API key in header": the kind of a security scheme, with where it goes. */
function SchemeKind({ type, where }: { type: string; where: string | undefined }) {
  if (type !== 'apiKey')
    return (
      <span translate="no" dir="ltr">
        {type}
        {where ? ` · ${where}` : ''}
      </span>
    )
  if (!where) return <Trans>API key</Trans>
  return (
    <Trans>
      API key in{' '}
      <span translate="no" dir="ltr">
        {where}
      </span>
    </Trans>
  )
}

function ReturnedBy({ count }: { count: number }) {
  return plural(count, { one: 'Returned by # operation', other: 'Returned by # operations' })
}

function ErrorCatalogue({ doc, errors }: { doc: ApiDocument; errors: ApiDocument['errors'] }) {
  const { t } = useLingui()
  return (
    <>
      <p className="text-fg-muted text-sm">
        <Trans>
          Every error is an <code className="bg-surface-muted rounded px-1 font-mono">application/problem+json</code>{' '}
          body (RFC 9457), a{' '}
          <a
            href={`#${schemaAnchor('Problem')}`}
            translate="no"
            className="text-accent font-mono underline underline-offset-2"
          >
            Problem
          </a>
          , with a stable <code className="font-mono">code</code> from this catalogue and the{' '}
          <code className="font-mono">request_id</code> to quote.
        </Trans>
      </p>
      {errors.length > 0 ? (
        <div className="border-line bg-surface rounded-lg border">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t`Error codes`}</caption>
            <thead className="text-fg-muted border-line border-b text-xs">
              <ColumnHeaders
                cell={ERROR_CELL}
                columns={[t`Code`, { label: t`Status`, className: 'px-3 py-2' }, t`Meaning`]}
              />
            </thead>
            <tbody className="divide-line divide-y">
              {errors.map((e) => (
                <tr key={e.code} id={errorAnchor(e.code)} className="scroll-mt-20 align-top">
                  <td className="px-3 py-2 sm:px-4">
                    <code dir="ltr" className="text-fg font-mono text-xs break-all">
                      {e.code}
                    </code>
                  </td>
                  <td className="px-3 py-2">{e.status ? <StatusBadge status={e.status} /> : null}</td>
                  <td className="px-3 py-2 sm:px-4">
                    <span translate="no" dir="auto" className="text-fg">
                      {e.title}
                    </span>
                    {e.operations.length > 0 ? (
                      <LazyDetails
                        className="text-fg-muted mt-0.5 text-xs"
                        summary={<ReturnedBy count={e.operations.length} />}
                      >
                        {() => (
                          <ul translate="no" className="mt-1 flex flex-col gap-1">
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
            <Trans>
              Codes inside <code className="font-mono">errors[]</code>
            </Trans>
          </h3>
          <ul dir="ltr" className="flex flex-wrap gap-1.5">
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
      <h3 id={headingId} translate="no" className="text-fg font-mono text-sm font-semibold break-all">
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
  const { t } = useLingui()
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
  const matching = filtered.operations
  const operationCount = doc.operationCount
  const eventCount = doc.events.length
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
          aria-label={t`Operations`}
          className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pe-1"
        >
          <OperationIndex filtered={filtered} />
        </nav>

        <div className="flex min-w-0 flex-col gap-8">
          <search className="flex flex-col gap-1.5">
            <label htmlFor={searchId} className="text-fg text-sm font-medium">{t`Search the reference`}</label>
            <SearchInput
              className="max-w-xl"
              id={searchId}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder={t`Path, summary, operation id, error code…`}
            />
            <div className="flex max-w-xl flex-wrap items-center justify-between gap-2">
              <p className="text-fg-muted text-xs" aria-live="polite">
                {searching
                  ? plural(operationCount, {
                      one: `${matching} of # operation match`,
                      other: `${matching} of # operations match`,
                    })
                  : t`${operationCount} operations, ${eventCount} webhook events`}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setOpen(allOpen ? new Set() : new Set(allIds))}>
                {allOpen ? t`Collapse all` : t`Expand all`}
              </Button>
            </div>
          </search>

          <LazyDetails
            className="border-line bg-surface rounded-lg border px-3 py-2 lg:hidden"
            summaryClassName="text-fg text-sm font-medium"
            summary={t`Jump to an operation`}
          >
            {() => (
              <div className="mt-3 mb-1">
                <OperationIndex filtered={filtered} />
              </div>
            )}
          </LazyDetails>

          {nothing ? (
            <EmptyState title={t`Nothing in the reference matches`}>
              <Trans>
                Try a path such as <code className="font-mono">/products</code>, a word from a summary, or an error
                code.
              </Trans>
            </EmptyState>
          ) : null}

          {searching ? null : <Intro doc={doc} baseUrl={baseUrl} demo={demo} />}

          {filtered.groups.map((g) => (
            <Section key={g.tag} id={`tag-${g.tag.toLowerCase().replace(/\s+/g, '-')}`} title={g.tag} data>
              {g.description ? <Prose text={g.description} /> : null}
              {g.operations.map((op) => card(op))}
            </Section>
          ))}

          {filtered.events.length > 0 ? (
            <Section id="webhook-events" title={t`Webhook events`}>
              {doc.eventsDescription ? <Prose text={doc.eventsDescription} /> : null}
              <p className="text-fg-muted text-sm">
                <Trans>
                  Each event is POSTed to your endpoint signed twice. Verify one signature over the raw body before
                  parsing it.
                </Trans>
              </p>
              {filtered.events.map((e) => card(e, true))}
            </Section>
          ) : null}

          {filtered.errors.length > 0 ? (
            <Section id="errors" title={t`Errors`}>
              <ErrorCatalogue doc={doc} errors={filtered.errors} />
            </Section>
          ) : null}

          {filtered.schemaNames.length > 0 ? (
            <Section id="schemas" title={t`Schemas`}>
              <p className="text-fg-muted text-sm">
                <Trans>Every named shape the operations refer to. A link to a schema opens it here.</Trans>
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
