// /webhooks/verify-signature: paste a raw body, its headers and the secret; both schemes
// are checked here with WebCrypto and nothing is sent anywhere. "Check this delivery"
// arrives with a delivery named in the URL and pre-fills its body and headers.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { SIGNATURE_HEADERS } from '../../../api/contract'
import { webhookQueries } from '../../../api/webhooks'
import { Badge } from '../../../components/ui/badge'
import { Banner } from '../../../components/ui/banner'
import { Button } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { Panel } from '../../../components/ui/panel'
import { Skeleton } from '../../../components/ui/skeleton'
import { TextAreaField, TextField } from '../../../components/ui/field'
import { useApiConfig } from '../../../app/capabilities'
import { now, useClockOffset } from '../../../app/mock-clock'
import { formatCount } from '../../../lib/format'
import { SNIPPETS } from './snippets'
import {
  checkSignatures,
  parseHeaders,
  STANDARD_TOLERANCE_SECONDS,
  type CheckResult,
  type GithubResult,
  type StandardProblem,
  type StandardResult,
} from './verify'

const route = getRouteApi('/_workspace/webhooks/verify-signature')

/** Code, not words: the header's name as written in documentation, and the fields' examples. */
const GITHUB_HEADER = 'X-Webhook-Signature-256'
const BODY_EXAMPLE = '{"id":"evt_…","type":"message.completed",…}'
const SECRET_EXAMPLE = 'whsec_…'
const HEADERS_EXAMPLE = [
  `${SIGNATURE_HEADERS.github}: sha256=…`,
  `${SIGNATURE_HEADERS.id}: evt_…`,
  `${SIGNATURE_HEADERS.timestamp}: 1795253400`,
  `${SIGNATURE_HEADERS.signature}: v1,…`,
].join('\n')

const headersText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')

function Verdict({ matches }: { matches: boolean }) {
  return matches ? (
    <Badge tone="success">
      <Trans>Matches</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Does not match</Trans>
    </Badge>
  )
}

/** A figure named by its visible heading: a <pre> itself may not carry a name. */
function Block({ label, text }: { label: string; text: string }) {
  const id = useId()
  return (
    <figure aria-labelledby={id} className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <h4 id={id} className="text-fg-muted text-xs font-medium tracking-wide uppercase">
          {label}
        </h4>
        <CopyButton value={text} label={label} />
      </div>
      <pre
        translate="no"
        dir="ltr"
        className="bg-surface-muted text-fg border-line rounded-md border p-3 font-mono text-xs break-all whitespace-pre-wrap"
      >
        {text}
      </pre>
    </figure>
  )
}

/** `rotating`: the Standard Webhooks header carried two signatures, so a rotation is overlapping. */
function GithubCard({ result, rotating }: { result: GithubResult; rotating: boolean }) {
  const { t } = useLingui()
  return (
    <section
      aria-label={t`X-Webhook-Signature-256 result`}
      className="border-line flex flex-col gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 translate="no" className="text-fg font-mono text-sm font-semibold">
          <bdi dir="ltr">{GITHUB_HEADER}</bdi>
        </h3>
        <Verdict matches={result.matches} />
      </div>
      <p className="text-fg-muted text-sm">
        <Trans>
          HMAC-SHA256 of the raw body, keyed with the UTF-8 bytes of the whole secret (whsec_ included), as lower-case
          hex.
        </Trans>
      </p>
      <Block label={t`Signed string (the raw body)`} text={result.signedString} />
      <dl className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-[max-content_1fr] sm:gap-x-3">
        <dt className="text-fg-muted">{t`expected`}</dt>
        <dd translate="no" dir="ltr" className="text-fg font-mono break-all">
          {result.expected}
        </dd>
        <dt className="text-fg-muted">{t`received`}</dt>
        {result.received === null ? (
          <dd className="text-danger">
            <Trans>(none)</Trans>
          </dd>
        ) : (
          <dd
            translate="no"
            dir="ltr"
            className={`font-mono break-all ${result.matches ? 'text-success' : 'text-danger'}`}
          >
            {result.received}
          </dd>
        )}
      </dl>
      {rotating ? (
        <p className={`text-xs ${result.matches ? 'text-fg-muted' : 'text-warning font-medium'}`}>
          {result.matches ? (
            <Trans>
              A rotation is overlapping: this header stays keyed with the previous secret until the overlap ends,
              because its receivers hold only that one.
            </Trans>
          ) : (
            <Trans>
              A rotation is overlapping: this header stays keyed with the previous secret until the overlap ends,
              because its receivers hold only that one. Check it with the previous secret.
            </Trans>
          )}
        </p>
      ) : null}
    </section>
  )
}

const problemText = (problem: StandardProblem): string => {
  const id = SIGNATURE_HEADERS.id
  const timestamp = SIGNATURE_HEADERS.timestamp
  switch (problem) {
    case 'missing-id':
      return t`The ${id} header is missing.`
    case 'bad-timestamp':
      return t`The ${timestamp} header is missing or not a number of seconds.`
    case 'secret-not-base64':
      return t`The secret is not whsec_ followed by base64, so it cannot key a Standard Webhooks signature.`
  }
}

/** "The timestamp is 5 s old by this browser’s clock." in whole sentences, in the reader's language. */
function ageSentence(ageSeconds: number, demoClock: boolean): string {
  const abs = Math.abs(Math.round(ageSeconds))
  const seconds = formatCount(abs)
  const minutes = formatCount(Math.round(abs / 60))
  const hours = formatCount(Math.round(abs / 3600))
  const age = abs < 120 ? t`${seconds} s` : abs < 7200 ? t`${minutes} min` : t`${hours} h`
  if (ageSeconds >= 0)
    return demoClock
      ? t`The timestamp is ${age} old by the demo mock’s clock.`
      : t`The timestamp is ${age} old by this browser’s clock.`
  return demoClock
    ? t`The timestamp is ${age} in the future by the demo mock’s clock.`
    : t`The timestamp is ${age} in the future by this browser’s clock.`
}

function StandardCard({ result, demoClock }: { result: StandardResult; demoClock: boolean }) {
  const { t } = useLingui()
  const minutes = formatCount(STANDARD_TOLERANCE_SECONDS / 60)
  return (
    <section aria-label={t`Standard Webhooks result`} className="border-line flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-fg text-sm font-semibold">
          <Trans>Standard Webhooks</Trans>
        </h3>
        {result.ok ? (
          <Verdict matches={result.matches} />
        ) : (
          <Badge tone="danger">
            <Trans>Cannot check</Trans>
          </Badge>
        )}
      </div>
      {!result.ok ? (
        <p className="text-danger text-sm">{problemText(result.problem)}</p>
      ) : (
        <>
          <p className="text-fg-muted text-sm">
            <Trans>
              HMAC-SHA256 of <code dir="ltr">webhook-id.webhook-timestamp.body</code>, keyed with the base64-decoded
              part after whsec_, as base64 after <code dir="ltr">v1,</code>.
            </Trans>
          </p>
          <Block label={t`Signed string (id.timestamp.body)`} text={result.signedString} />
          <dl className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-[max-content_1fr] sm:gap-x-3">
            <dt className="text-fg-muted">{t`expected`}</dt>
            <dd translate="no" dir="ltr" className="text-fg font-mono break-all">
              {result.expected}
            </dd>
            {result.received.length === 0 ? (
              <>
                <dt className="text-fg-muted">
                  <Trans>received</Trans>
                </dt>
                <dd className="text-danger">
                  <Trans>(none)</Trans>
                </dd>
              </>
            ) : (
              result.received.map((r, i) => {
                const number = formatCount(i + 1)
                return (
                  <div key={`${r}-${i}`} className="contents">
                    <dt className="text-fg-muted">
                      {result.received.length > 1 ? <Trans>received {number}</Trans> : <Trans>received</Trans>}
                    </dt>
                    <dd
                      translate="no"
                      dir="ltr"
                      className={`font-mono break-all ${r === result.expected ? 'text-success' : 'text-fg'}`}
                    >
                      {r}
                      {r === result.expected ? ' ✓' : ''}
                    </dd>
                  </div>
                )
              })
            )}
          </dl>
          {result.received.length > 1 ? (
            <p className="text-fg-muted text-xs">
              <Trans>
                Two signatures: a rotated-out secret still signs alongside the new one. Either matching is enough.
              </Trans>
            </p>
          ) : null}
          <p className={`text-xs ${result.withinTolerance ? 'text-fg-muted' : 'text-warning font-medium'}`}>
            {ageSentence(result.ageSeconds, demoClock)}
            {result.withinTolerance ? null : ' '}
            {result.withinTolerance
              ? null
              : result.matches
                ? t`Receivers that refuse requests older than ${minutes} minutes (replay protection, as Standard Webhooks libraries do) would refuse it even though the signature matches.`
                : t`Receivers that refuse requests older than ${minutes} minutes (replay protection, as Standard Webhooks libraries do) would refuse it.`}
          </p>
        </>
      )}
    </section>
  )
}

function Snippets() {
  const { t } = useLingui()
  const [tab, setTab] = useState<(typeof SNIPPETS)[number]['id']>('signature-256')
  const current = SNIPPETS.find((s) => s.id === tab) ?? SNIPPETS[0]
  const title = current.title
  const snippetName = current.id === 'receiver' ? t`receiver snippet` : t`${title} snippet`
  const tabsId = useId()
  return (
    <Panel
      title={t`Verify in Node`}
      description={t`No dependencies: node:crypto only. Verify the raw bytes before parsing JSON.`}
    >
      <div role="tablist" aria-label={t`Snippets`} className="border-line flex flex-wrap gap-1 border-b">
        {SNIPPETS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={`${tabsId}-${s.id}`}
            aria-selected={s.id === tab}
            aria-controls={`${tabsId}-panel`}
            tabIndex={s.id === tab ? 0 : -1}
            onClick={() => setTab(s.id)}
            onKeyDown={(e) => {
              const i = SNIPPETS.findIndex((x) => x.id === tab)
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
              if (!step) return
              const next = SNIPPETS[(i + step + SNIPPETS.length) % SNIPPETS.length]
              if (next) {
                setTab(next.id)
                document.getElementById(`${tabsId}-${next.id}`)?.focus()
              }
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${s.id === tab ? 'border-accent text-accent' : 'text-fg-muted hover:text-fg border-transparent'}`}
          >
            {s.id === 'receiver' ? t`A receiver` : <bdi translate="no">{s.title}</bdi>}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${current.id}`}
        className="flex flex-col gap-2"
      >
        <div className="flex items-center justify-between gap-2">
          <span translate="no" dir="ltr" className="text-fg-muted font-mono text-xs">
            {current.file}
          </span>
          <CopyButton value={current.code} label={snippetName} text={t`Copy`} variant="secondary" />
        </div>
        <pre
          translate="no"
          dir="ltr"
          className="bg-surface-muted text-fg border-line rounded-md border p-3 font-mono text-xs break-words whitespace-pre-wrap"
        >
          {current.code}
        </pre>
      </div>
    </Panel>
  )
}

interface Prefill {
  body: string
  headers: string
  /** The delivery and attempt the fields came from, for the notice above the form. */
  source: { webhookId: string; deliveryId: string; attempt: number | null } | null
}

const BLANK: Prefill = { body: '', headers: '', source: null }

function Checker({ initial }: { initial: Prefill }) {
  const [body, setBody] = useState(initial.body)
  const [headers, setHeaders] = useState(initial.headers)
  const [secret, setSecret] = useState('')
  const [result, setResult] = useState<CheckResult | null>(null)
  const [attempted, setAttempted] = useState(false)
  const [checking, setChecking] = useState(false)
  // Keeps `now()` on the mock's clock in demo mode; /_mock is read on arrival, never during a check.
  useClockOffset()
  const demoClock = useApiConfig().mode === 'demo'
  const { t } = useLingui()

  const { github, id, timestamp, signature } = SIGNATURE_HEADERS
  const parsed = parseHeaders(headers)
  const hasSignature =
    parsed[SIGNATURE_HEADERS.github] !== undefined || parsed[SIGNATURE_HEADERS.signature] !== undefined
  const errors = {
    headers: hasSignature ? null : t`Paste the ${github} header, or the ${id}, ${timestamp} and ${signature} headers.`,
    secret: secret.trim() ? null : t`Paste the endpoint’s signing secret (whsec_…).`,
  }

  // A verdict speaks for the inputs it checked; any edit takes it down.
  const edit = (set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(e.target.value)
    setResult(null)
  }

  const check = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (errors.headers || errors.secret) return
    setChecking(true)
    try {
      setResult(
        await checkSignatures({
          body,
          headers: parsed,
          secret: secret.trim(),
          // The API's clock signed the timestamp: the mock's in demo mode, which may run ahead of this browser's.
          nowSeconds: Math.floor(now() / 1000),
        }),
      )
    } finally {
      setChecking(false)
    }
  }

  const { source } = initial
  const deliveryId = source?.deliveryId ?? ''
  const attemptNumber = source?.attempt ? formatCount(source.attempt) : null
  const delivery = (
    <bdi translate="no" dir="ltr" className="font-mono">
      {deliveryId}
    </bdi>
  )
  return (
    <>
      {source ? (
        <Banner tone="info">
          {attemptNumber ? (
            <Trans>
              Filled in from delivery {delivery}, attempt {attemptNumber}. Add the endpoint’s secret to check it.
            </Trans>
          ) : (
            <Trans>Filled in from delivery {delivery}. Add the endpoint’s secret to check it.</Trans>
          )}{' '}
          <Link
            to="/webhooks/$webhookId/deliveries/$deliveryId"
            params={{ webhookId: source.webhookId, deliveryId: source.deliveryId }}
            className="font-medium underline underline-offset-2"
          >
            <Trans>Back to the delivery</Trans>
          </Link>
        </Banner>
      ) : null}

      <form
        noValidate
        onSubmit={(e) => void check(e)}
        aria-label={t`Signature check`}
        className="border-line bg-surface flex flex-col gap-5 rounded-lg border p-5 shadow-xs sm:p-6"
      >
        <TextAreaField
          label={t`Raw body`}
          mono
          translate="no"
          rows={6}
          value={body}
          onChange={edit(setBody)}
          spellCheck={false}
          placeholder={BODY_EXAMPLE}
          hint={t`Every byte counts: a reformatted or re-serialised body no longer matches.`}
        />
        <TextAreaField
          label={t`Headers`}
          mono
          translate="no"
          rows={5}
          value={headers}
          onChange={edit(setHeaders)}
          spellCheck={false}
          error={attempted ? errors.headers : null}
          placeholder={HEADERS_EXAMPLE}
          hint={t`One “name: value” a line; other headers are ignored.`}
        />
        <TextField
          label={t`Signing secret`}
          translate="no"
          value={secret}
          onChange={edit(setSecret)}
          error={attempted ? errors.secret : null}
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono"
          placeholder={SECRET_EXAMPLE}
          hint={t`Kept in this page only; it is not stored or sent.`}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="primary" busy={checking}>
            <Trans>Check signature</Trans>
          </Button>
        </div>
      </form>

      {/* One live region, mounted from the start, so the verdict is announced when it arrives. */}
      <p role="status" className="sr-only">
        {checking ? t`Checking the signature…` : result ? verdictTitle(result) : ''}
      </p>
      {result ? (
        <section aria-labelledby="check-results" className="flex flex-col gap-3">
          <h2 id="check-results" className="text-fg text-lg font-semibold">
            {verdictTitle(result)}
          </h2>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {result.github ? (
              <GithubCard
                result={result.github}
                rotating={result.standard?.ok === true && result.standard.received.length > 1}
              />
            ) : null}
            {result.standard ? <StandardCard result={result.standard} demoClock={demoClock} /> : null}
          </div>
        </section>
      ) : null}
    </>
  )
}

/** The delivery named in the URL, read once; the checker starts from its body and the attempt's headers. */
function FromDelivery({ webhookId, deliveryId, attempt }: { webhookId: string; deliveryId: string; attempt?: number }) {
  const delivery = useQuery(webhookQueries.delivery(webhookId, deliveryId))
  if (delivery.isPending) return <Skeleton className="h-96 w-full rounded-lg" />
  if (delivery.isError)
    return (
      <>
        <ErrorNotice error={delivery.error} onRetry={() => void delivery.refetch()} retrying={delivery.isFetching} />
        <Checker initial={BLANK} />
      </>
    )
  const d = delivery.data
  const chosen = d.attempts.find((a) => a.number === attempt) ?? d.attempts.at(-1) ?? null
  return (
    <Checker
      key={`${d.id}:${chosen?.number ?? 0}`}
      initial={{
        body: d.body,
        headers: chosen ? headersText(chosen.request_headers) : '',
        source: { webhookId: d.webhook_id, deliveryId: d.id, attempt: chosen?.number ?? null },
      }}
    />
  )
}

export function SignatureCheckerPage() {
  const search = route.useSearch()
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link to="/webhooks" className="text-fg-muted hover:text-fg font-medium">
            <span aria-hidden="true" className="flip-rtl inline-block">
              ←
            </span>{' '}
            <Trans>Webhooks</Trans>
          </Link>
        </p>
        <h1 className="text-fg mt-2 text-2xl font-semibold tracking-tight">
          <Trans>Check a webhook signature</Trans>
        </h1>
        <p className="text-fg-muted mt-1 text-sm">
          <Trans>
            Paste a request exactly as your receiver got it. The check runs in this browser with WebCrypto: the body,
            headers and secret are never sent anywhere.
          </Trans>
        </p>
      </div>
      {search.webhook && search.delivery ? (
        <FromDelivery webhookId={search.webhook} deliveryId={search.delivery} attempt={search.attempt} />
      ) : (
        <Checker initial={BLANK} />
      )}
      <Snippets />
    </div>
  )
}

function verdictTitle(result: CheckResult): string {
  const outcomes = [
    result.github ? result.github.matches : null,
    result.standard ? result.standard.ok && result.standard.matches : null,
  ].filter((v): v is boolean => v !== null)
  if (outcomes.length > 0 && outcomes.every(Boolean)) return t`Signature verified`
  if (outcomes.some(Boolean)) return t`One signature matches, one does not`
  return t`Signature does not match`
}
