// The endpoint form's logic apart from React: typed values → the contract's body or
// field errors (the contract's URL rules, at least one event). Called from render: the errors are
// in the language in force.
import { t } from '@lingui/core/macro'
import { webhookCreate, type EventType, type WebhookCreate } from '../../../api/contract'
import { webhookUrlProblem } from '../../../api/contract/webhook-url'
import { formatCount } from '../../../lib/format'

export interface EndpointFormValues {
  url: string
  events: EventType[]
  description: string
}

export const ENDPOINT_FIELDS = ['url', 'events', 'description'] as const
export type EndpointField = (typeof ENDPOINT_FIELDS)[number]
export type EndpointErrors = Partial<Record<EndpointField, string>>
export const DESCRIPTION_MAX = 500

/**
 * The contract's URL problem as whole sentences, one per broken rule: the contract names every
 * rule the URL breaks in one English phrase (for the API's own error), read here rule by rule.
 */
function urlProblemSentences(problem: string): string {
  if (problem === 'is not a valid URL') return t`The URL is not a valid URL.`
  const sentences = [
    problem.includes('private') ? t`The URL points to a private, loopback or link-local address.` : null,
    problem.includes('user name') ? t`The URL must not contain a user name or password.` : null,
    problem.includes('localhost')
      ? t`The URL must use https (http is allowed only for localhost and 127.0.0.1).`
      : problem.includes('https')
        ? t`The URL must use https.`
        : null,
  ].filter((s) => s !== null)
  return sentences.length ? sentences.join(' ') : t`The URL ${problem}.`
}

export function urlError(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed === '') return t`Enter the URL that should receive the events.`
  const problem = webhookUrlProblem(trimmed)
  return problem ? urlProblemSentences(problem) : null
}

export function validateEndpoint(
  values: EndpointFormValues,
): { ok: true; body: WebhookCreate } | { ok: false; errors: EndpointErrors } {
  const errors: EndpointErrors = {}
  const url = urlError(values.url)
  if (url) errors.url = url
  if (values.events.length === 0) errors.events = t`Choose at least one event.`
  if (values.description.length > DESCRIPTION_MAX) {
    const max = formatCount(DESCRIPTION_MAX)
    const now = formatCount(values.description.length)
    errors.description = t`At most ${max} characters (${now} now).`
  }
  const body = { url: values.url.trim(), events: values.events, description: values.description.trim() }
  const parsed = webhookCreate.safeParse(body)
  if (!parsed.success && !errors.url && parsed.error.issues.some((i) => i.path[0] === 'url'))
    errors.url = t`Enter a full URL, such as https://example.com/webhooks.`
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, body }
}
