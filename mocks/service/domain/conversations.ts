// A conversation happening now (POST /_mock/conversations and live traffic): the
// session, its messages, a debit per completed answer, and the events in order.
import { webhookEvent, type Contact, type Message, type WebhookEvent } from '../../../src/api/contract'
import { contactFor, messageText, pickLocale } from '../../seed/texts'
import type { ServiceCore } from '../core'
import { fail } from '../problems'
import type { StoredMessage, StoredSession } from '../store'
import { dispatchEvent } from './deliveries'
import { chargeMessage, TOP_UP_CREDITS } from './ledger'
import { agentTokens, chooseModel, iso, messageCost } from './usage'
import { toMessage, toSession } from './views'

export interface ConversationResult {
  session_id: string
  message_ids: string[]
  event_ids: string[]
  entry_ids: string[]
}

/** Pace of a simulated conversation when the clock allows it (ms). */
const VISITOR_TO_AGENT = 300
const ANSWER = 400
const AGENT_TO_VISITOR = 300

/**
 * Runs a whole conversation at once: the promise settles when everything has
 * happened (a 404 problem rejects it). Times end at now and never precede the
 * newest session or ledger entry: the conversation is squeezed into the time
 * since then if the clock has not moved, so lists stay in time order and nothing
 * lies in the future.
 */
export function simulateConversation(svc: ServiceCore, input: ConversationInput): Promise<ConversationResult> {
  return new Promise((resolve) => resolve(converse(svc, input)))
}

/** `texts` (visitor first, alternating) replaces the generated texts and sets the count; `contact` the captured one. */
export interface ConversationInput {
  product_id: string
  messages: number
  texts?: readonly string[] | undefined
  contact?: Contact | undefined
}

function converse(svc: ServiceCore, input: ConversationInput): ConversationResult {
  if (!svc.store.products.has(input.product_id)) return fail('not_found', `No product ${input.product_id}.`)
  const texts = input.texts
  const count = texts?.length ?? input.messages

  // Offsets of every timestamp, relative to the start.
  const plan: { created: number; completed: number | null; text: string | undefined }[] = []
  let t = 0
  for (let k = 0; k < count; k++) {
    const agent = k % 2 === 1
    if (k > 0) t += agent ? VISITOR_TO_AGENT : AGENT_TO_VISITOR
    if (agent) {
      plan.push({ created: t, completed: t + ANSWER, text: texts?.[k] })
      t += ANSWER
    } else plan.push({ created: t, completed: null, text: texts?.[k] })
  }
  const now = svc.now()
  const floor = Math.max(lastLedgerTime(svc), newestSessionStart(svc))
  const room = Math.max(0, now - floor)
  const scale = t <= room ? 1 : room / t
  const start = now - Math.floor(t * scale)
  const at = (offset: number) => start + Math.floor(offset * scale)

  const result: ConversationResult = { session_id: '', message_ids: [], event_ids: [], entry_ids: [] }
  const session = startConversation(svc, input.product_id, start, result)
  result.session_id = session.id
  for (const time of plan) {
    if (time.completed == null) {
      addVisitorMessage(svc, session.id, at(time.created), result, time.text)
      continue
    }
    const answer = beginAgentAnswer(svc, session.id, at(time.created), result)
    if (answer) completeAgentAnswer(svc, session.id, answer, at(time.completed), result, { text: time.text })
  }
  endConversation(svc, session.id)
  if (input.contact) session.contact = input.contact
  return result
}

/** What an agent's answer will be, fixed when it begins: its message id, model and final tokens. */
export interface AnswerPlan {
  message_id: string
  model: string
  tokens: { input: number; output: number }
}

/** Where the incremental steps report the ids they made (the shape of ConversationResult). */
type Collector = Pick<ConversationResult, 'message_ids' | 'event_ids' | 'entry_ids'>

function emit(svc: ServiceCore, type: WebhookEvent['type'], data: unknown, atMs: number, out?: Collector): void {
  // Validated against the contract before it leaves: a consumer never sees a drifted event.
  const event = webhookEvent.parse({ id: svc.newId('event'), type, created_at: iso(atMs), data })
  out?.event_ids.push(event.id)
  dispatchEvent(svc, event)
}

const messageEvent = (m: Message, productId: string) => ({ ...m, product_id: productId })

function live(svc: ServiceCore, sessionId: string): { session: StoredSession; messages: StoredMessage[] } | null {
  // Only conversations that happen after the seed go on: seeded ones never change.
  const session = svc.store.sessions.laterById(sessionId)
  const messages = svc.store.messages.get(sessionId)
  return session && messages ? { session, messages } : null
}

/** The id of a new message in a live session, reported to `out`; null when the session is gone. */
function openMessage(svc: ServiceCore, sessionId: string, out?: Collector) {
  const found = live(svc, sessionId)
  if (!found) return null
  const id = svc.newId('message')
  out?.message_ids.push(id)
  return { ...found, id }
}

/**
 * Step one of a conversation happening live (live traffic, /_mock/conversations):
 * the session starts at `atMs` and `conversation.created` goes out. Callers pass
 * times that never go back: the ledger and the session list stay in time order.
 */
export function startConversation(svc: ServiceCore, productId: string, atMs: number, out?: Collector): StoredSession {
  const product = svc.store.products.get(productId)
  if (!product) return fail('not_found', `No product ${productId}.`)
  const locale = pickLocale(svc.rng)
  const startedAt = iso(atMs)
  const session: StoredSession = {
    id: svc.newId('session'),
    product_id: product.id,
    started_at: startedAt,
    last_message_at: startedAt,
    message_count: 0,
    tokens: { input: 0, output: 0 },
    cost: 0,
    contact: null,
    created_at: startedAt,
    updated_at: startedAt,
    locale,
  }
  insertSession(svc, session, [])
  emit(svc, 'conversation.created', toSession(session), atMs, out)
  return session
}

/** A visitor's message and its `message.created`. Null when the session is gone (a reset). */
export function addVisitorMessage(
  svc: ServiceCore,
  sessionId: string,
  atMs: number,
  out?: Collector,
  text?: string,
): StoredMessage | null {
  const opened = openMessage(svc, sessionId, out)
  if (!opened) return null
  const { session, messages, id } = opened
  const createdAt = iso(atMs)
  const m: StoredMessage = {
    id,
    session_id: session.id,
    role: 'visitor',
    text:
      text ??
      messageText({
        messageId: id,
        sessionId: session.id,
        role: 'visitor',
        locale: session.locale,
        first: messages.length === 0,
      }),
    model: null,
    tokens: { input: 0, output: 0 },
    cost: 0,
    created_at: createdAt,
    completed_at: null,
  }
  record(session, messages, m)
  emit(svc, 'message.created', messageEvent(toMessage(m, session), session.product_id), atMs, out)
  return m
}

/**
 * The agent starts answering: the message is stored with its input tokens and no
 * text, output or cost yet, and `message.created` goes out. The returned plan is
 * what `completeAgentAnswer` finishes it with.
 */
export function beginAgentAnswer(
  svc: ServiceCore,
  sessionId: string,
  atMs: number,
  out?: Collector,
): AnswerPlan | null {
  const opened = openMessage(svc, sessionId, out)
  if (!opened) return null
  const { session, messages, id } = opened
  const turn = messages.reduce((n, m) => (m.role === 'agent' ? n + 1 : n), 0)
  const tokens = agentTokens(svc.rng, turn)
  const model = chooseModel(svc.rng, tokens.input)
  const createdAt = iso(atMs)
  const begun: StoredMessage = {
    id,
    session_id: session.id,
    role: 'agent',
    text: '',
    model,
    tokens: { input: tokens.input, output: 0 },
    cost: 0,
    created_at: createdAt,
    completed_at: null,
  }
  record(session, messages, begun)
  emit(svc, 'message.created', messageEvent(toMessage(begun, session), session.product_id), atMs, out)
  return { message_id: id, model, tokens }
}

/**
 * The answer is finished: text, output tokens and cost are stored, the debit is
 * written (after an automatic top-up when the balance runs low, unless
 * `autoTopUp` is false, as for the demo's drain) and `message.completed` goes
 * out. Null when the answer is no longer in progress.
 */
export function completeAgentAnswer(
  svc: ServiceCore,
  sessionId: string,
  plan: AnswerPlan,
  atMs: number,
  out?: Collector,
  { autoTopUp = true, text: given }: { autoTopUp?: boolean; text?: string | undefined } = {},
): StoredMessage | null {
  const found = live(svc, sessionId)
  const begun = found?.messages.find((m) => m.id === plan.message_id)
  if (!found || !begun || begun.completed_at != null) return null
  const { session, messages } = found
  const { store, rng } = svc
  const completedAt = iso(atMs)
  const text =
    given ??
    messageText({
      messageId: begun.id,
      sessionId: session.id,
      role: 'agent',
      locale: session.locale,
      first: messages[0]?.id === begun.id,
    })
  const tokens = { ...plan.tokens }
  const done: StoredMessage = {
    ...begun,
    text,
    model: plan.model,
    tokens,
    cost: messageCost(plan.model, tokens),
    completed_at: completedAt,
  }
  record(session, messages, done)
  const product = store.products.get(session.product_id)
  for (const e of chargeMessage(
    store,
    () => svc.newId('entry'),
    {
      productId: session.product_id,
      productName: product?.name ?? session.product_id,
      sessionId: session.id,
      messageId: done.id,
      model: plan.model,
      tokens,
      cost: done.cost,
      at: completedAt,
      atMs,
    },
    autoTopUp ? () => rng.pick(TOP_UP_CREDITS) : null,
  ))
    out?.entry_ids.push(e.id)
  emit(svc, 'message.completed', messageEvent(toMessage(done, session), session.product_id), atMs, out)
  return done
}

/** The conversation is over: agents capture contact details in some that went on long enough. */
export function endConversation(svc: ServiceCore, sessionId: string): void {
  const found = live(svc, sessionId)
  if (!found) return
  if (found.messages.length >= 4 && svc.rng.chance(0.3))
    found.session.contact = contactFor(svc.rng, found.session.locale)
}

/**
 * Adds a message, or replaces the in-progress one with the same id, and keeps the
 * session's figures equal to the sums over its messages.
 */
function record(session: StoredSession, messages: StoredMessage[], m: StoredMessage): void {
  const last = messages[messages.length - 1]
  if (last?.id === m.id) {
    messages[messages.length - 1] = m
    session.tokens = {
      input: session.tokens.input - last.tokens.input,
      output: session.tokens.output - last.tokens.output,
    }
    session.cost -= last.cost
  } else {
    messages.push(m)
    session.message_count = messages.length
    session.last_message_at = m.created_at
  }
  session.tokens = { input: session.tokens.input + m.tokens.input, output: session.tokens.output + m.tokens.output }
  session.cost += m.cost
  const changed = m.completed_at ?? m.created_at
  if (changed > session.updated_at) session.updated_at = changed
}

/** Sessions are kept newest `started_at` first; a newcomer goes before every session that started no later. */
function insertSession(svc: ServiceCore, session: StoredSession, messages: StoredMessage[]): void {
  svc.store.sessions.insert(session)
  svc.store.messages.set(session.id, messages)
}

function lastLedgerTime(svc: ServiceCore): number {
  const { ledger } = svc.store
  return ledger.length > 0 ? ledger.time(ledger.length - 1) : 0
}

function newestSessionStart(svc: ServiceCore): number {
  const s = svc.store.sessions.at(0)
  return s ? Date.parse(s.started_at) : 0
}
