// /webhooks/new: URL (the contract's rules; in demo mode the sandbox receivers), events
// with descriptions and example payloads, description. On success the signing secret is
// shown once, in place of the form.
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { WebhookCreate, WebhookEndpointWithSecret } from '../../../api/contract'
import { useCreateWebhook } from '../../../api/webhooks'
import { CreateFormFooter, CreatePageHeader } from '../../../components/form/form-parts'
import { Button, buttonClass } from '../../../components/ui/button'
import { toast } from '../../../components/ui/toast'
import { useApiConfig, useCanWrite } from '../../../app/capabilities'
import { onTopField, useSubmit } from '../../../components/hooks/use-submit'
import { EventsField } from '../events-field'
import { TextAreaField, TextField } from '../../../components/ui/field'
import { SANDBOX_RECEIVERS } from '../sandbox'
import { SecretLeaveGuard, SecretNotice } from '../secret-notice'
import { DESCRIPTION_MAX, ENDPOINT_FIELDS, type EndpointField } from './form'
import { useEndpointDraft } from './use-endpoint-draft'

const fieldId = (field: EndpointField) => `new-endpoint-${field}`

function SandboxReceivers({ onPick, current }: { onPick: (url: string) => void; current: string }) {
  return (
    <details className="border-line bg-surface-muted/50 rounded-md border p-3 text-sm" open>
      <summary className="text-fg cursor-pointer font-medium">Demo mode: sandbox receivers</summary>
      <p className="text-fg-muted mt-1">
        These URLs are answered inside the demo mock, so every outcome can be seen with no network. Pick one to fill in
        the URL.
      </p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {SANDBOX_RECEIVERS.map((r) => (
          <li key={r.outcome} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              size="sm"
              variant={current === r.url ? 'primary' : 'secondary'}
              aria-pressed={current === r.url}
              onClick={() => onPick(r.url)}
              className="w-24 font-mono"
              aria-label={`Use ${r.outcome}.sandbox.invalid`}
            >
              {r.outcome}
            </Button>
            <span className="text-fg-muted min-w-0 flex-1">{r.does}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}

function Created({ endpoint }: { endpoint: WebhookEndpointWithSecret }) {
  const [copied, setCopied] = useState(false)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <SecretLeaveGuard uncopied={!copied} />
      <div>
        <h1 className="text-fg text-2xl font-semibold tracking-tight">Endpoint registered</h1>
        <p className="text-fg-muted mt-1 text-sm break-all">
          Events now go to <span className="text-fg font-mono">{endpoint.url}</span>.
        </p>
      </div>
      <SecretNotice secret={endpoint.secret} title="Signing secret" onCopied={() => setCopied(true)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/webhooks" className={buttonClass('ghost')}>
          All endpoints
        </Link>
        <Link to="/webhooks/$webhookId" params={{ webhookId: endpoint.id }} className={buttonClass('primary')}>
          Open the endpoint
        </Link>
      </div>
    </div>
  )
}

export function CreateWebhookPage() {
  const create = useCreateWebhook()
  const permission = useCanWrite({ workspace: true })
  const demo = useApiConfig().mode === 'demo'
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null)
  const form = useSubmit({
    send: (body: WebhookCreate, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    place: onTopField(ENDPOINT_FIELDS),
  })

  const { attachForm } = form
  const { values, verdict, shown, set, setAttempted } = useEndpointDraft({ url: '', events: [], description: '' }, form)

  const send = async () => {
    if (!permission.allowed) return
    setAttempted(true)
    if (!verdict.ok) return form.invalid()
    const sent = await form.submit(verdict.body)
    if (!sent.ok) return
    toast.success('Endpoint registered', { description: 'Copy its signing secret now.' })
    setCreated(sent.result)
  }

  if (created) return <Created endpoint={created} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <CreatePageHeader
        parent="/webhooks"
        parentLabel="Webhooks"
        title="New endpoint"
        description="The platform POSTs each event you choose to this URL, signed with a secret you will see once, after saving."
        permissionReason={permission.allowed ? null : permission.reason}
      />

      <form
        ref={attachForm}
        noValidate
        onSubmit={submit}
        aria-label="New endpoint"
        className="border-line bg-surface flex flex-col gap-6 rounded-lg border p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-col gap-3">
          <TextField
            id={fieldId('url')}
            label="URL"
            type="url"
            inputMode="url"
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
            error={shown.url}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks"
            className="[&_input]:font-mono"
            hint="https, or http to localhost and 127.0.0.1 while developing. Private and link-local addresses are refused."
          />
          {demo ? <SandboxReceivers current={values.url.trim()} onPick={(picked) => set('url', picked)} /> : null}
        </div>
        <EventsField
          id={fieldId('events')}
          value={values.events}
          onChange={(next) => set('events', next)}
          error={shown.events}
        />
        <TextAreaField
          id={fieldId('description')}
          label="Description"
          note="Optional"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={shown.description}
          rows={2}
          hint={`What receives these events, for whoever reads this list later. ${values.description.length}/${DESCRIPTION_MAX}`}
        />

        <CreateFormFooter
          submission={form}
          onRetry={() => void send()}
          cancelTo="/webhooks"
          label="Register endpoint"
          busyLabel="Registering…"
          disabledReason={permission.reason}
        />
      </form>
    </div>
  )
}
