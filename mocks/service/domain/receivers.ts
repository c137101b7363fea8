// Where an attempt goes: sandbox receivers answered in-process (no network), or a
// real URL through the configured fetch. Both give a ReceiverResult.
import { DELIVERY_TIMEOUT_MS, RESPONSE_BODY_LIMIT } from '../../../src/api/contract'
import type { ServiceConfig } from '../core'
import { hashString } from '../random'

export const SANDBOX_OUTCOMES = ['ok', 'fail', 'timeout', 'redirect', 'gone', 'flaky', 'slow'] as const
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number]
export const SANDBOX_DOMAIN = 'sandbox.invalid'

export const sandboxUrl = (outcome: SandboxOutcome, path = '/webhooks') => `https://${outcome}.${SANDBOX_DOMAIN}${path}`

export interface OutgoingRequest {
  url: string
  headers: Record<string, string>
  body: string
  delivery_id: string
  attempt: number
}

export type ReceiverResult =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: string; duration_ms: number }
  /** A browser's `redirect: 'manual'` hides a redirect's status and location. */
  | { kind: 'opaque_redirect'; duration_ms: number }
  | { kind: 'timeout'; duration_ms: number }
  | { kind: 'connection_error'; detail: string; duration_ms: number }

const SANDBOX_HOST = /^https?:\/\/([^/?#@:]+)\.sandbox\.invalid(?::\d+)?(?:[/?#]|$)/i

/** The label before `.sandbox.invalid`, or null for any other host. */
export function sandboxLabel(url: string): string | null {
  return SANDBOX_HOST.exec(url)?.[1]?.toLowerCase() ?? null
}

const isOutcome = (label: string): label is SandboxOutcome => (SANDBOX_OUTCOMES as readonly string[]).includes(label)

/**
 * Flaky receivers fail the first 0, 1 or 2 attempts of a delivery (picked from its
 * id) and then answer 200: about half of all attempts fail, deterministically.
 */
export const flakyFailures = (deliveryId: string) => hashString(deliveryId) % 3

const spread = (req: OutgoingRequest, min: number, max: number) =>
  min + (hashString(`${req.delivery_id}:${req.attempt}`) % (max - min + 1))

function answerSandbox(outcome: SandboxOutcome, req: OutgoingRequest): ReceiverResult {
  const text = { 'content-type': 'text/plain; charset=utf-8' }
  switch (outcome) {
    case 'ok':
      return { kind: 'response', status: 200, headers: text, body: 'ok', duration_ms: spread(req, 20, 180) }
    case 'fail':
      return {
        kind: 'response',
        status: 500,
        headers: { 'content-type': 'application/json' },
        body: '{"error":"internal_error","message":"The sandbox receiver always fails."}',
        duration_ms: spread(req, 30, 400),
      }
    case 'timeout':
      // Recorded as if it waited the whole time; nothing really waits.
      return { kind: 'timeout', duration_ms: DELIVERY_TIMEOUT_MS }
    case 'redirect':
      return {
        kind: 'response',
        status: 302,
        headers: { ...text, location: sandboxUrl('ok', '/moved') },
        body: 'Moved to https://ok.sandbox.invalid/moved',
        duration_ms: spread(req, 20, 120),
      }
    case 'gone':
      return {
        kind: 'response',
        status: 410,
        headers: text,
        body: 'This endpoint no longer exists.',
        duration_ms: spread(req, 20, 120),
      }
    case 'flaky':
      return req.attempt <= flakyFailures(req.delivery_id)
        ? {
            kind: 'response',
            status: 500,
            headers: text,
            body: 'Temporary failure, try again.',
            duration_ms: spread(req, 50, 900),
          }
        : { kind: 'response', status: 200, headers: text, body: 'ok', duration_ms: spread(req, 50, 900) }
    case 'slow':
      return {
        kind: 'response',
        status: 200,
        headers: text,
        body: 'ok, eventually',
        duration_ms: spread(req, 3_000, 9_000),
      }
  }
}

const DEFAULT_UNAVAILABLE = 'Real URLs are delivered only by the standalone mock server.'

/** Sends one attempt. Sandbox receivers answer synchronously; real URLs return a promise. */
export function send(config: ServiceConfig, req: OutgoingRequest): ReceiverResult | Promise<ReceiverResult> {
  const label = sandboxLabel(req.url)
  if (label !== null) {
    if (isOutcome(label)) return answerSandbox(label, req)
    return {
      kind: 'connection_error',
      detail: `No sandbox receiver "${label}". Use one of ${SANDBOX_OUTCOMES.map((o) => `${o}.${SANDBOX_DOMAIN}`).join(', ')}.`,
      duration_ms: 0,
    }
  }
  if (!config.fetch)
    return { kind: 'connection_error', detail: config.fetchUnavailableReason ?? DEFAULT_UNAVAILABLE, duration_ms: 0 }
  return sendReal(config.fetch, req)
}

async function sendReal(fetchFn: typeof fetch, req: OutgoingRequest): Promise<ReceiverResult> {
  const started = performance.now()
  const elapsed = () => Math.max(0, Math.round(performance.now() - started))
  try {
    const res = await fetchFn(req.url, {
      method: 'POST',
      headers: req.headers,
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
    if (res.type === 'opaqueredirect') return { kind: 'opaque_redirect', duration_ms: elapsed() }
    const body = await readPrefix(res, RESPONSE_BODY_LIMIT)
    const headers: Record<string, string> = {}
    for (const name of ['content-type', 'location', 'retry-after']) {
      const v = res.headers.get(name)
      if (v !== null) headers[name] = v
    }
    return { kind: 'response', status: res.status, headers, body, duration_ms: elapsed() }
  } catch (e) {
    if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError'))
      return { kind: 'timeout', duration_ms: Math.max(elapsed(), DELIVERY_TIMEOUT_MS) }
    return { kind: 'connection_error', detail: explainFailure(e), duration_ms: elapsed() }
  }
}

/** The first `limit` bytes of the body as text; the rest is never read. */
async function readPrefix(res: Response, limit: number): Promise<string> {
  if (!res.body) return ''
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const chunk = value.subarray(0, limit - bytes)
    bytes += chunk.length
    text += decoder.decode(chunk, { stream: true })
    if (bytes >= limit) {
      await reader.cancel().catch(() => undefined)
      break
    }
  }
  return text
}

function explainFailure(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e)
  const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : ''
  const inBrowser = 'document' in globalThis || 'WorkerGlobalScope' in globalThis
  return inBrowser
    ? `The browser refused the request: ${message}${cause}. This is usually CORS (the receiver must allow this origin), mixed content (an http URL from an https page) or the network; the standalone mock server delivers to real receivers.`
    : `The receiver could not be reached: ${message}${cause}.`
}
