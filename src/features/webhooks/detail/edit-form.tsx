// Edit an endpoint's URL, events and description; the API's refusals land on their fields.
import { useId, useState, type FormEvent } from 'react'
import type { EventType, WebhookEndpoint, WebhookUpdate } from '../../../api/contract'
import { isApiError, type ApiError } from '../../../api/errors'
import { useUpdateWebhook } from '../../../api/webhooks'
import { Button } from '../../../components/ui/button'
import { ErrorNotice } from '../../../components/ui/error-notice'
import { toast } from '../../../components/ui/toast'
import { serverEndpointErrors, validateEndpoint, type EndpointErrors, type EndpointField } from '../create/form'
import { EventsField } from '../events-field'
import { TextAreaField, TextField } from '../../../components/ui/field'

const sameEvents = (a: readonly EventType[], b: readonly EventType[]) =>
  a.length === b.length && a.every((e) => b.includes(e))

export function EditEndpointForm({ endpoint, writeReason }: { endpoint: WebhookEndpoint; writeReason: string | null }) {
  const update = useUpdateWebhook()
  const prefix = useId()
  const [url, setUrl] = useState(endpoint.url)
  const [events, setEvents] = useState<EventType[]>(endpoint.events)
  const [description, setDescription] = useState(endpoint.description)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<EndpointErrors>({})
  const [failure, setFailure] = useState<ApiError | null>(null)

  const verdict = validateEndpoint({ url, events, description })
  const shown: EndpointErrors = { ...(attempted && !verdict.ok ? verdict.errors : {}), ...serverErrors }
  const changes: WebhookUpdate = {
    ...(url.trim() !== endpoint.url ? { url: url.trim() } : {}),
    ...(!sameEvents(events, endpoint.events) ? { events } : {}),
    ...(description.trim() !== endpoint.description ? { description: description.trim() } : {}),
  }
  const dirty = Object.keys(changes).length > 0
  const clear = (field: EndpointField) =>
    setServerErrors((e) => {
      const rest = { ...e }
      delete rest[field]
      return rest
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    setFailure(null)
    if (!verdict.ok || !dirty || writeReason) return
    try {
      await update.mutateAsync({ id: endpoint.id, body: changes })
      setAttempted(false)
      toast.success('Endpoint saved')
    } catch (error) {
      if (!isApiError(error)) throw error
      const fields = serverEndpointErrors(error)
      setServerErrors(fields)
      if (!Object.keys(fields).length) setFailure(error)
    }
  }

  const readOnly = writeReason !== null
  return (
    <form noValidate aria-label="Edit endpoint" onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <TextField
        id={`${prefix}-url`}
        label="URL"
        type="url"
        value={url}
        readOnly={readOnly}
        onChange={(e) => {
          setUrl(e.target.value)
          clear('url')
        }}
        error={shown.url}
        spellCheck={false}
        autoComplete="off"
        className="[&_input]:font-mono"
        hint="https, or http to localhost and 127.0.0.1 while developing."
      />
      <EventsField
        value={events}
        disabled={readOnly}
        onChange={(next) => {
          setEvents(next)
          clear('events')
        }}
        error={shown.events}
      />
      <TextAreaField
        id={`${prefix}-description`}
        label="Description"
        note="Optional"
        rows={2}
        value={description}
        readOnly={readOnly}
        onChange={(e) => {
          setDescription(e.target.value)
          clear('description')
        }}
        error={shown.description}
      />
      {failure ? <ErrorNotice error={failure} /> : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty && !readOnly ? (
          <Button
            variant="ghost"
            onClick={() => {
              setUrl(endpoint.url)
              setEvents(endpoint.events)
              setDescription(endpoint.description)
              setServerErrors({})
              setAttempted(false)
            }}
          >
            Discard changes
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          busy={update.isPending}
          disabledReason={writeReason ?? (dirty ? null : 'Nothing to save yet: change the URL, events or description.')}
        >
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  )
}
