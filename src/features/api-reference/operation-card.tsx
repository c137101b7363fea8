// One operation (or webhook event) of the reference: what it does, what it takes, what it answers,
// and a curl command to try it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useId, type ReactNode } from 'react'
import { Badge } from '../../components/ui/badge'
import { CopyButton } from '../../components/ui/copy-button'
import { curlExample, exampleText } from './curl-example'
import type { OperationModel, ParameterModel, ResponseModel, SchemaNode } from './document'
import { schemaRefName } from './schema-ref'
import { MethodBadge, StatusBadge } from './http-labels'
import { DisclosureButton } from './disclosure-button'
import { Prose } from './prose'
import { Requirement, SchemaBody, SchemaDisclosure, SchemaLink, typeLabel } from './schema-view'

export const errorAnchor = (code: string) => `error-${code}`

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-fg-muted text-xs font-semibold tracking-wide uppercase">{title}</h4>
      {children}
    </div>
  )
}

const IN_LABEL: Record<ParameterModel['in'], MessageDescriptor> = {
  path: msg`path`,
  query: msg`query`,
  header: msg`header`,
  cookie: msg`cookie`,
}

function Parameters({ parameters }: { parameters: ParameterModel[] }) {
  const { i18n } = useLingui()
  return (
    <ul className="divide-line flex flex-col divide-y">
      {parameters.map((p) => (
        <li key={`${p.in}:${p.name}`} className="py-2.5 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <code className="text-fg font-mono text-sm font-semibold break-all">{p.name}</code>
            <span className="text-fg-muted text-xs">
              {i18n._(IN_LABEL[p.in])} ·{' '}
              {p.schema ? typeLabel(p.schema) : <code className="font-mono">{'string'}</code>}
            </span>
            <Requirement required={p.required ?? false} />
          </div>
          {p.description ? <Prose text={p.description} className="mt-1" /> : null}
          {p.schema?.enum ? (
            <p className="text-fg-muted mt-1 text-xs">
              <Trans>Allowed:</Trans>{' '}
              {p.schema.enum.map((v, i) => (
                <span key={i}>
                  {i > 0 ? ', ' : null}
                  <code dir="ltr" className="bg-surface-muted rounded px-1 font-mono">
                    {JSON.stringify(v)}
                  </code>
                </span>
              ))}
            </p>
          ) : null}
          {p.example !== undefined && !p.schema?.enum ? (
            <p className="text-fg-muted mt-1 text-xs">
              <Trans>Example:</Trans>{' '}
              <code dir="ltr" className="bg-surface-muted rounded px-1 font-mono break-all">
                {exampleText(p.example)}
              </code>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function ResponseBody({ schema }: { schema: SchemaNode }) {
  const { t } = useLingui()
  const name = schemaRefName(schema.$ref)
  const hasFields = name !== null || Boolean(schema.properties || schema.oneOf || schema.items)
  const type = typeLabel(schema)
  return (
    <div className="text-fg-muted text-xs">
      <Trans>Body: {type}</Trans>
      {hasFields ? (
        <SchemaDisclosure schema={schema} show={t`Show fields`} hide={t`Hide fields`} className="mt-1" />
      ) : null}
    </div>
  )
}

function Response({ response }: { response: ResponseModel }) {
  // Every answer carries X-Request-Id (said once under Authentication); list only what is particular.
  const headers = response.headers.filter((h) => h.name.toLowerCase() !== 'x-request-id')
  return (
    <li className="flex flex-col gap-1.5 py-2.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <StatusBadge status={response.status} />
        <Prose text={response.description} className="min-w-0 flex-1" />
      </div>
      {response.schema ? <ResponseBody schema={response.schema} /> : null}
      {headers.length > 0 ? (
        <p className="text-fg-muted text-xs break-words">
          <Trans>Headers:</Trans>{' '}
          <code dir="ltr" className="font-mono">
            {headers.map((h) => h.name).join(', ')}
          </code>
        </p>
      ) : null}
    </li>
  )
}

/** Error answers in one compact list: status, then the problem codes it can carry. */
function ErrorResponses({ responses }: { responses: ResponseModel[] }) {
  const { t } = useLingui()
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 text-sm">
      {responses.map((r) => (
        <div key={r.status} className="contents">
          <dt>
            <StatusBadge status={r.status} />
          </dt>
          <dd className="text-fg-muted min-w-0 break-words">
            {(r.problemCodes ?? []).length > 0 ? (
              (r.problemCodes ?? []).map((code, i) => (
                <span key={code}>
                  {i > 0 ? ', ' : null}
                  <a
                    href={`#${errorAnchor(code)}`}
                    dir="ltr"
                    className="text-fg font-mono text-xs underline decoration-dotted underline-offset-2"
                  >
                    {code}
                  </a>
                </span>
              ))
            ) : (
              <span translate="no" dir="auto">
                {r.description}
              </span>
            )}
            {r.headers.some((h) => h.name === 'Retry-After') ? <> {t`(with Retry-After)`}</> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export interface OperationCardProps {
  op: OperationModel
  baseUrl: string
  schemas: Record<string, SchemaNode>
  /** Webhook events: the platform sends them, so the parameters are the headers it signs with. */
  event?: boolean
  /** Details (parameters, body, responses, example) are shown; closed cards keep the page light. */
  open: boolean
  onToggle: (id: string) => void
}

export const OperationCard = memo(function OperationCard({
  op,
  baseUrl,
  schemas,
  event = false,
  open,
  onToggle,
}: OperationCardProps) {
  const headingId = useId()
  const detailsId = useId()
  const { t } = useLingui()
  return (
    <article
      id={op.id}
      aria-labelledby={headingId}
      className="border-line bg-surface flex scroll-mt-20 flex-col gap-5 rounded-lg border p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} translate="no" className="text-fg text-base font-semibold">
            <DisclosureButton
              open={open}
              controls={detailsId}
              onToggle={() => onToggle(op.id)}
              className="hover:text-accent flex min-h-6 items-center gap-1.5 rounded text-start"
            >
              {event ? (
                <code dir="ltr" className="font-mono">
                  {op.path}
                </code>
              ) : (
                op.summary
              )}
            </DisclosureButton>
          </h3>
          {op.deprecated ? <Badge tone="warning">{t`Deprecated`}</Badge> : null}
          {!event && op.security.length === 0 ? <Badge>{t`No key needed`}</Badge> : null}
        </div>
        {event ? null : (
          <p dir="ltr" className="flex min-w-0 items-center gap-2">
            <MethodBadge method={op.method} />
            <code className="text-fg min-w-0 font-mono text-sm break-all">{op.path}</code>
          </p>
        )}
        {op.description ? <Prose text={op.description} /> : null}
      </header>
      <div id={detailsId} hidden={!open} className="flex flex-col gap-5">
        {open ? <OperationDetails op={op} baseUrl={baseUrl} schemas={schemas} event={event} /> : null}
      </div>
    </article>
  )
})

function OperationDetails({ op, baseUrl, schemas, event }: Omit<OperationCardProps, 'open' | 'onToggle'>) {
  const { t } = useLingui()
  const curl = event ? null : curlExample(op, baseUrl, schemas)
  const answers = op.responses.filter((r) => r.problemCodes === null)
  const errors = op.responses.filter((r) => r.problemCodes !== null)
  return (
    <>
      {op.parameters.length > 0 ? (
        <Subsection title={event ? t`Headers` : t`Parameters`}>
          <Parameters parameters={op.parameters} />
        </Subsection>
      ) : null}

      {op.body ? (
        <Subsection title={event ? t`Payload` : t`Request body`}>
          <p className="text-fg-muted text-xs">
            <code className="font-mono">{op.body.contentType}</code>
            {' · '}
            {op.body.required ? t`required` : t`optional`}
            {op.body.schema && schemaRefName(op.body.schema.$ref) ? (
              <>
                {' · '}
                {typeLabel(op.body.schema)}
              </>
            ) : null}
          </p>
          {op.body.schema ? <SchemaBody schema={op.body.schema} /> : null}
        </Subsection>
      ) : null}

      <Subsection title={event ? t`Your endpoint answers` : t`Responses`}>
        <ul className="divide-line flex flex-col divide-y">
          {answers.map((r) => (
            <Response key={r.status} response={r} />
          ))}
        </ul>
      </Subsection>

      {errors.length > 0 ? (
        <Subsection title={t`Errors`}>
          <p className="text-fg-muted text-xs">
            <Trans>
              A <SchemaLink name="Problem" /> body with one of these codes:
            </Trans>
          </p>
          <ErrorResponses responses={errors} />
        </Subsection>
      ) : null}

      {curl ? (
        <Subsection title={t`Example`}>
          <div className="bg-canvas border-line relative rounded-md border">
            <div className="flex items-center justify-between gap-2 border-b border-inherit px-3 py-1.5">
              <span translate="no" className="text-fg-muted text-xs font-medium">
                {'curl'}
              </span>
              <CopyButton value={curl} label={t`curl command`} text={t`Copy curl`} variant="secondary" />
            </div>
            <pre dir="ltr" className="text-fg p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap">
              <code>{curl}</code>
            </pre>
          </div>
        </Subsection>
      ) : null}
    </>
  )
}
