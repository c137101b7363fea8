// /verify-user: paste an end-user session token; GET /verify-user (token in X-User-Token,
// never in a URL) answers the verdict, the user and product it names and its expiry, or
// why it is refused. Demo mode offers the seed's sample tokens.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import type { VerifyUserResult } from '../../api/contract'
import { mockQueries } from '../../api/mock'
import { productQueries } from '../../api/products'
import { useVerifyUser } from '../../api/verify-user'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ErrorNotice } from '../../components/ui/error-notice'
import { describedBy, FieldFrame } from '../../components/ui/field'
import { Panel } from '../../components/ui/panel'
import { useApiConfig } from '../../app/capabilities'
import { formatDateTime, formatRelative } from '../../lib/format'
import { known } from '../../lib/known'
import { useNow } from '../../app/mock-clock'
import { REASON_TEXT, REASON_TITLES, tokenTail } from './reasons'
import { PageHeader } from '../../components/layout/page-header'

/** What every end-user token starts with: code, the same in every language. */
const TOKEN_PREFIX = 'eut_…'

function ProductName({ id }: { id: string }) {
  const product = useQuery(productQueries.detail(id))
  return (
    <Link
      to="/products/$productId"
      params={{ productId: id }}
      className="text-accent hover:text-accent-hover font-medium underline underline-offset-2"
      translate="no"
    >
      {product.data?.name ?? id}
    </Link>
  )
}

function Verdict({ result, token }: { result: VerifyUserResult; token: string }) {
  const { t, i18n } = useLingui()
  // Expiry counts on the API's clock: in demo mode the mock's, which may have been moved ahead.
  const now = useNow()
  const tail = tokenTail(token)
  if (!result.valid) {
    const title = known(REASON_TITLES, result.reason)
    const text = known(REASON_TEXT, result.reason)
    const reason = result.reason
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-fg text-lg font-semibold">{t`Not valid`}</h2>
          <Badge tone="danger">
            {title ? (
              i18n._(title)
            ) : (
              <span translate="no" dir="ltr">
                {reason}
              </span>
            )}
          </Badge>
        </div>
        <p className="text-fg text-sm">
          {text
            ? i18n._(text)
            : t`The token was refused for a reason this dashboard does not know yet; the server named it above.`}
        </p>
        <p className="text-fg-muted text-xs">
          <Trans>
            Token{' '}
            <span translate="no" dir="ltr" className="font-mono">
              {tail}
            </span>{' '}
            · reason{' '}
            <code dir="ltr" className="font-mono">
              {reason}
            </code>
          </Trans>
        </p>
      </div>
    )
  }
  const expires = formatDateTime(result.expires_at)
  const relative = formatRelative(result.expires_at, now)
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-fg text-lg font-semibold">{t`Valid token`}</h2>
        <Badge tone="success">{t`Valid`}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-fg-muted">{t`User`}</dt>
        <dd translate="no" className="text-fg font-medium">
          {result.user.name}
        </dd>
        <dt className="text-fg-muted">
          <Trans>Email</Trans>
        </dt>
        <dd translate="no" dir="ltr" className="text-fg break-all">
          {result.user.email}
        </dd>
        <dt className="text-fg-muted">
          <Trans>User id</Trans>
        </dt>
        <dd translate="no" dir="ltr" className="text-fg font-mono text-xs">
          {result.user.id}
        </dd>
        <dt className="text-fg-muted">
          <Trans>Product</Trans>
        </dt>
        <dd>
          <ProductName id={result.product_id} />
        </dd>
        <dt className="text-fg-muted">
          <Trans>Expires</Trans>
        </dt>
        <dd className="text-fg">
          <time dateTime={result.expires_at}>{expires}</time> <span className="text-fg-muted">({relative})</span>
        </dd>
      </dl>
      <p className="text-fg-muted text-xs">
        <Trans>
          Token{' '}
          <span translate="no" dir="ltr" className="font-mono">
            {tail}
          </span>
        </Trans>
      </p>
    </div>
  )
}

function SampleTokens({ onPick }: { onPick: (token: string) => void }) {
  const { t } = useLingui()
  const state = useQuery(mockQueries.state())
  const tokens = state.data?.user_tokens ?? []
  if (tokens.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      <p className="text-fg-muted text-sm">
        <Trans>Demo mode: try a sample token from the seed, one for each verdict.</Trans>
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t`Sample tokens`}>
        {tokens.map((sample) => (
          <li key={sample.label}>
            {/* The seed names its samples: data, as the mock server writes them. */}
            <Button size="sm" translate="no" onClick={() => onPick(sample.token)}>
              {sample.label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function VerifyUserPage() {
  const { t } = useLingui()
  const verify = useVerifyUser()
  const demo = useApiConfig().mode === 'demo'
  const [token, setToken] = useState('')
  const [attempted, setAttempted] = useState(false)
  const id = useId()
  const empty = token.trim() === ''
  const error = attempted && empty ? t`Paste a token to verify.` : null
  const hint = t`Sent in the X-User-Token header, never in a URL. A read key is enough.`

  const run = (value: string) => {
    const t = value.trim()
    if (!t) return
    verify.reset()
    verify.mutate(t)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    run(token)
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={<Trans>Verify a user</Trans>}
        description={
          <Trans>
            Check an end-user session token the way your server would: the API says whether it is valid, which user and
            product it names, and when it expires.
          </Trans>
        }
      />
      <Panel title={t`Token`}>
        <form noValidate onSubmit={submit} aria-label={t`Verify a token`} className="flex flex-col gap-4">
          <FieldFrame id={id} label={t`End-user session token`} hint={hint} error={error}>
            <textarea
              id={id}
              value={token}
              onChange={(e) => setToken(e.target.value)}
              rows={3}
              spellCheck={false}
              autoComplete="off"
              placeholder={TOKEN_PREFIX}
              translate="no"
              dir="ltr"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              className="border-line-strong bg-surface text-fg placeholder:text-fg-placeholder aria-invalid:border-danger w-full resize-y rounded-md border px-3 py-2 font-mono text-[13px] break-all"
            />
          </FieldFrame>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {demo ? (
              <SampleTokens
                onPick={(t) => {
                  setToken(t)
                  setAttempted(false)
                  run(t)
                }}
              />
            ) : (
              <span />
            )}
            <Button type="submit" variant="primary" busy={verify.isPending}>
              {verify.isPending ? t`Verifying…` : t`Verify token`}
            </Button>
          </div>
        </form>
      </Panel>
      <div aria-live="polite">
        {verify.isError ? (
          <ErrorNotice error={verify.error} onRetry={() => verify.variables && run(verify.variables)} />
        ) : verify.data && verify.variables ? (
          <section
            aria-label={t`Verdict`}
            className={`bg-surface rounded-lg border p-5 shadow-xs ${verify.data.valid ? 'border-success/50' : 'border-danger/50'}`}
          >
            <Verdict result={verify.data} token={verify.variables} />
          </section>
        ) : null}
      </div>
    </div>
  )
}
