// The endpoint form's logic apart from React: typed values → the contract's body or
// field errors (the contract's URL rules, at least one event).
import { webhookCreate, type EventType, type WebhookCreate } from '../../../api/contract'
import { webhookUrlProblem } from '../../../api/contract/webhook-url'

export interface EndpointFormValues {
  url: string
  events: EventType[]
  description: string
}

export const ENDPOINT_FIELDS = ['url', 'events', 'description'] as const
export type EndpointField = (typeof ENDPOINT_FIELDS)[number]
export type EndpointErrors = Partial<Record<EndpointField, string>>
export const DESCRIPTION_MAX = 500

export function urlError(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed === '') return 'Enter the URL that should receive the events.'
  const problem = webhookUrlProblem(trimmed)
  return problem ? `The URL ${problem}.` : null
}

export function validateEndpoint(
  values: EndpointFormValues,
): { ok: true; body: WebhookCreate } | { ok: false; errors: EndpointErrors } {
  const errors: EndpointErrors = {}
  const url = urlError(values.url)
  if (url) errors.url = url
  if (values.events.length === 0) errors.events = 'Choose at least one event.'
  if (values.description.length > DESCRIPTION_MAX)
    errors.description = `At most ${DESCRIPTION_MAX} characters (${values.description.length} now).`
  const body = { url: values.url.trim(), events: values.events, description: values.description.trim() }
  const parsed = webhookCreate.safeParse(body)
  if (!parsed.success && !errors.url && parsed.error.issues.some((i) => i.path[0] === 'url'))
    errors.url = 'Enter a full URL, such as https://example.com/webhooks.'
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, body }
}
