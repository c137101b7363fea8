// Edit an endpoint's URL, events and description; the API's refusals land on their fields.
import { useId, type FormEvent } from 'react'
import type { EventType, WebhookEndpoint, WebhookUpdate } from '../../../api/contract'
import { useUpdateWebhook } from '../../../api/webhooks'
import { FormAlert, SaveChangesButton } from '../../../components/form/form-parts'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../components/ui/toast'
import { onTopField, useSubmit } from '../../../components/hooks/use-submit'
import { ENDPOINT_FIELDS } from '../create/form'
import { useEndpointDraft } from '../create/use-endpoint-draft'
import { EventsField } from '../events-field'
import { TextAreaField, TextField } from '../../../components/ui/field'
import { knownEvents } from '../labels'

const sameEvents = (a: readonly EventType[], b: readonly EventType[]) =>
  a.length === b.length && a.every((e) => b.includes(e))

export function EditEndpointForm({ endpoint, writeReason }: { endpoint: WebhookEndpoint; writeReason: string | null }) {
  const update = useUpdateWebhook()
  const prefix = useId()
  const form = useSubmit({
    // A PATCH: no Idempotency-Key.
    send: (body: WebhookUpdate) => update.mutateAsync({ id: endpoint.id, body }),
    place: onTopField(ENDPOINT_FIELDS),
  })

  const { attachForm } = form
  const draft = useEndpointDraft(
    { url: endpoint.url, events: knownEvents(endpoint), description: endpoint.description },
    form,
  )
  const { values, verdict, shown, set, setAttempted } = draft
  const { url, events, description } = values
  const changes: WebhookUpdate = {
    ...(url.trim() !== endpoint.url ? { url: url.trim() } : {}),
    ...(!sameEvents(events, knownEvents(endpoint)) ? { events } : {}),
    ...(description.trim() !== endpoint.description ? { description: description.trim() } : {}),
  }
  const dirty = Object.keys(changes).length > 0

  const save = async () => {
    setAttempted(true)
    if (!dirty || writeReason) return
    if (!verdict.ok) return form.invalid()
    const sent = await form.submit(changes)
    if (!sent.ok) return
    setAttempted(false)
    toast.success('Endpoint saved')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }

  const readOnly = writeReason !== null
  return (
    <form ref={attachForm} noValidate aria-label="Edit endpoint" onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        id={`${prefix}-url`}
        label="URL"
        type="url"
        value={url}
        readOnly={readOnly}
        onChange={(e) => set('url', e.target.value)}
        error={shown.url}
        spellCheck={false}
        autoComplete="off"
        className="[&_input]:font-mono"
        hint="https, or http to localhost and 127.0.0.1 while developing."
      />
      <EventsField value={events} disabled={readOnly} onChange={(next) => set('events', next)} error={shown.events} />
      <TextAreaField
        id={`${prefix}-description`}
        label="Description"
        note="Optional"
        rows={2}
        value={description}
        readOnly={readOnly}
        onChange={(e) => set('description', e.target.value)}
        error={shown.description}
      />
      <FormAlert submission={form} onRetry={() => void save()} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty && !readOnly ? (
          <Button
            variant="ghost"
            onClick={() => {
              draft.reset()
              form.reset()
            }}
          >
            Discard changes
          </Button>
        ) : null}
        <SaveChangesButton pending={form.pending} dirty={dirty} writeReason={writeReason} />
      </div>
    </form>
  )
}
