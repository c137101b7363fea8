// Connects to a real API: base URL and key, tested with one cheap read before switching.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent } from 'react'
import { toast } from '../../components/ui/toast'
import { baseUrlProblem, normalizeBaseUrl } from '../../api/config'
import { Button } from '../../components/ui/button'
import { connectRemote, type ProbeOutcome } from '../../app/connect'
import { useApiConfig } from '../../app/capabilities'
import { useKeyKeeping } from '../../app/connection'
import { explainProbe } from './explain-probe'
import { CheckboxField } from './fields'
import { TextField } from '../../components/ui/field'
import { useLandOnLockedProduct } from './land'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why the typed base URL cannot be used, in the language in force, or null. */
export function remoteUrlProblem(raw: string): string | null {
  const value = raw.trim()
  if (value === '') return t`Enter the base URL of the API.`
  if (value.startsWith('/')) return t`Enter a full URL, such as https://api.example.com/v1.`
  switch (baseUrlProblem(value)) {
    case 'not-a-url':
      return t`Enter a full URL, such as https://api.example.com/v1.`
    case 'scheme':
      return t`The URL must start with https:// (or http:// for a local server).`
    case 'credentials':
      return t`The URL must not contain a user name or password; the key goes in its own field.`
    case 'query':
      return t`The URL must not have a query or a fragment.`
    case 'version':
      return t`The base URL ends with the version segment /v1.`
    case null:
      break
  }
  const url = new URL(value)
  // Browsers refuse http:// from an https page, except for the loopback addresses.
  if (location.protocol === 'https:' && url.protocol === 'http:' && !LOOPBACK.has(url.hostname))
    return t`This page is served over https, so the browser blocks an http:// API. Use the API’s https:// address.`
  return null
}

export function keyProblem(raw: string): string | null {
  const value = raw.trim()
  if (value === '') return t`Enter the API key.`
  if (/\s/.test(value)) return t`An API key has no spaces or line breaks; copy it again.`
  return null
}

type Failure = { outcome: Extract<ProbeOutcome, { ok: false }>; baseUrl: string }

export function RemoteForm() {
  const { t } = useLingui()
  const config = useApiConfig()
  const keeping = useKeyKeeping()
  const navigate = useNavigate()
  const land = useLandOnLockedProduct()
  const keyId = useId()
  const urlRef = useRef<HTMLInputElement>(null)
  const keyRef = useRef<HTMLInputElement>(null)

  const [baseUrl, setBaseUrl] = useState(config.mode === 'remote' ? config.baseUrl : '')
  const [apiKey, setApiKey] = useState('')
  const [remember, setRemember] = useState(keeping === 'session')
  const [showKey, setShowKey] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)

  // Checked from the first attempt on, then as typed. Not on blur: a message appearing
  // then would move the Connect button from under the pointer that is clicking it.
  const urlError = submitted ? remoteUrlProblem(baseUrl) : null
  const keyError = submitted ? keyProblem(apiKey) : null

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    setFailure(null)
    if (remoteUrlProblem(baseUrl)) return urlRef.current?.focus()
    if (keyProblem(apiKey)) return keyRef.current?.focus()
    setPending(true)
    const target = normalizeBaseUrl(baseUrl)
    try {
      const outcome = await connectRemote({ baseUrl: target, apiKey }, remember)
      if (!outcome.ok) {
        setFailure({ outcome, baseUrl: target })
        return
      }
      const host = new URL(target).host
      if (outcome.trialExpired)
        toast.warning(t`Connected to ${host}`, {
          description: t`The workspace’s trial has ended: every call is refused until it is on a plan.`,
        })
      else toast.success(t`Connected to ${host}`)
      if (!outcome.trialExpired && (await land())) return
      void navigate({ to: '/' })
    } finally {
      setPending(false)
    }
  }

  const explained = failure ? explainProbe(failure.outcome, failure.baseUrl) : null

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex max-w-2xl flex-col gap-5"
      aria-label={t`Connect to an API`}
    >
      <p className="text-fg-muted text-sm">
        <Trans>
          API keys are created in the platform’s own dashboard (Settings → API keys); a key is read or write, and may be
          locked to one product.
        </Trans>
      </p>
      <TextField
        ref={urlRef}
        label={t`Base URL`}
        name="base-url"
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        autoCapitalize="off"
        // An address, written the same in every language; it reads left to right in an Arabic page too.
        placeholder="https://api.example.com/v1"
        dir="ltr"
        hint={t`The API’s address, ending in /v1.`}
        value={baseUrl}
        error={urlError}
        onChange={(e) => setBaseUrl(e.target.value)}
      />
      <TextField
        ref={keyRef}
        id={keyId}
        label={t`API key`}
        name="api-key"
        type={showKey ? 'text' : 'password'}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        value={apiKey}
        error={keyError}
        onChange={(e) => setApiKey(e.target.value)}
        addon={
          <Button aria-controls={keyId} onClick={() => setShowKey((s) => !s)} className="shrink-0">
            {showKey ? t`Hide key` : t`Show key`}
          </Button>
        }
      />
      <CheckboxField
        label={t`Remember for this browser session`}
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
        hint={
          remember
            ? t`The key is kept in this tab’s session storage until the tab is closed. Never in local storage, the address bar or a log.`
            : t`The key is kept in memory only: reloading the page or closing the tab forgets it, and you enter it again.`
        }
      />
      {explained ? (
        <div role="alert" className="border-danger/40 bg-danger-soft rounded-md border p-4 text-sm">
          <p className="text-danger font-semibold">{explained.title}</p>
          <p className="text-fg mt-1 break-words">{explained.detail}</p>
          {explained.code || explained.requestId ? (
            <dl className="text-fg-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
              {explained.code ? (
                <div className="flex gap-1">
                  <dt>{t`Code`}</dt>
                  <dd className="text-fg font-mono" translate="no" dir="ltr">
                    {explained.code}
                  </dd>
                </div>
              ) : null}
              {explained.requestId ? (
                <div className="flex gap-1">
                  <dt>
                    <Trans>Request id</Trans>
                  </dt>
                  <dd className="text-fg font-mono select-all" translate="no" dir="ltr">
                    {explained.requestId}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t`Testing the connection…` : t`Connect`}
        </Button>
        <p role="status" className="text-fg-muted text-xs">
          {pending ? t`Asking the API for one product to check the URL and the key…` : ''}
        </p>
      </div>
    </form>
  )
}
