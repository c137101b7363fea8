// A conversation happening now (POST /_mock/conversations and live traffic): the
// session, its messages, a debit per completed answer, and the events in order.
import { webhookEvent, type Message, type WebhookEvent } from '../../../src/api/contract'
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
export function simulateConversation(
  svc: ServiceCore,
  input: { product_id: string; messages: number },
): Promise<ConversationResult> {
  return new Promise((resolve) => resolve(converse(svc, input)))
}

function converse(svc: ServiceCore, input: { product_id: string; messages: number }): ConversationResult {
  const { store, rng } = svc
  const product = store.products.get(input.product_id)
  if (!product) return fail('not_found', `No product ${input.product_id}.`)

  // Offsets of every timestamp, relative to the start.
  const plan: { created: number; completed: number | null }[] = []
  let t = 0
  for (let k = 0; k < input.messages; k++) {
    const agent = k % 2 === 1
    if (k > 0) t += agent ? VISITOR_TO_AGENT : AGENT_TO_VISITOR
    if (agent) {
      plan.push({ created: t, completed: t + ANSWER })
      t += ANSWER
    } else plan.push({ created: t, completed: null })
  }
  const now = svc.now()
  const floor = Math.max(lastLedgerTime(svc), newestSessionStart(svc))
  const room = Math.max(0, now - floor)
  const scale = t <= room ? 1 : room / t
  const start = now - Math.floor(t * scale)
  const at = (offset: number) => start + Math.floor(offset * scale)

  const locale = pickLocale(rng)
  const startedAt = iso(start)
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
  const messages: StoredMessage[] = []
  insertSession(svc, session, messages)

  const result: ConversationResult = { session_id: session.id, message_ids: [], event_ids: [], entry_ids: [] }
  const emit = (type: WebhookEvent['type'], data: unknown, createdAt: string) => {
    // Validated against the contract before it leaves: a consumer never sees a drifted event.
    const event = webhookEvent.parse({ id: svc.newId('event'), type, created_at: createdAt, data })
    result.event_ids.push(event.id)
    dispatchEvent(svc, event)
  }
  const messageEvent = (m: Message) => ({ ...m, product_id: product.id })

  emit('conversation.created', toSession(session), startedAt)
  let agentTurn = 0
  for (const [k, time] of plan.entries()) {
    const id = svc.newId('message')
    const createdAt = iso(at(time.created))
    result.message_ids.push(id)
    const text = messageText({
      messageId: id,
      sessionId: session.id,
      role: time.completed == null ? 'visitor' : 'agent',
      locale,
      first: k === 0,
    })
    if (time.completed == null) {
      const m: StoredMessage = {
        id,
        session_id: session.id,
        role: 'visitor',
        text,
        model: null,
        tokens: { input: 0, output: 0 },
        cost: 0,
        created_at: createdAt,
        completed_at: null,
      }
      record(session, messages, m)
      emit('message.created', messageEvent(toMessage(m, session)), createdAt)
      continue
    }
    const tokens = agentTokens(rng, agentTurn++)
    const model = chooseModel(rng, tokens.input)
    // As the answer begins: no text, no output and no cost yet.
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
    emit('message.created', messageEvent(toMessage(begun, session)), createdAt)

    const completedMs = at(time.completed)
    const completedAt = iso(completedMs)
    const done: StoredMessage = { ...begun, text, tokens, cost: messageCost(model, tokens), completed_at: completedAt }
    record(session, messages, done)
    for (const e of chargeMessage(
      store,
      () => svc.newId('entry'),
      {
        productId: product.id,
        productName: product.name,
        sessionId: session.id,
        messageId: id,
        model,
        tokens,
        cost: done.cost,
        at: completedAt,
        atMs: completedMs,
      },
      () => rng.pick(TOP_UP_CREDITS),
    ))
      result.entry_ids.push(e.id)
    emit('message.completed', messageEvent(toMessage(done, session)), completedAt)
  }
  // Agents capture contact details in some conversations that go on long enough.
  if (messages.length >= 4 && rng.chance(0.3)) session.contact = contactFor(rng, locale)
  return result
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
  const { sessions } = svc.store
  let i = 0
  while (i < sessions.length && (sessions[i] as StoredSession).started_at > session.started_at) i++
  sessions.splice(i, 0, session)
  svc.store.sessionsById.set(session.id, session)
  svc.store.messages.set(session.id, messages)
}

function lastLedgerTime(svc: ServiceCore): number {
  const last = svc.store.ledger[svc.store.ledger.length - 1]
  return last ? Date.parse(last.created_at) : 0
}

function newestSessionStart(svc: ServiceCore): number {
  const s = svc.store.sessions[0]
  return s ? Date.parse(s.started_at) : 0
}
