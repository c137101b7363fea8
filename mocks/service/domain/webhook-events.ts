// Sample events (the test endpoint, and the webhook seed when there are no conversations):
// well-formed ids, the shapes of EVENT_SCHEMAS, and an unmistakable text.
import type { EventType, Message, Session, WebhookEvent } from '../../../src/api/contract'
import { iso } from '../clock'
import type { ServiceCore } from '../core'

export const TEST_EVENT_TEXT = 'This is a test event.'
const FALLBACK_MODEL = 'atlas-2'

/** A model the workspace's agents really use, so a sample looks like the real thing. */
function someModel(svc: ServiceCore): string {
  for (let place = 0; place < 20; place++) {
    const s = svc.store.sessions.at(place)
    for (const m of (s && svc.store.messages.get(s.id)) ?? []) if (m.model) return m.model
  }
  return FALLBACK_MODEL
}

function someProductId(svc: ServiceCore): string {
  for (const p of svc.store.products.values()) return p.id
  return svc.newId('product')
}

export interface SampleConversation {
  session: Session
  visitor: Message
  agent: Message
}

/** A one-exchange conversation at `at`: the visitor writes `text`, the agent answers it. */
export function sampleConversation(svc: ServiceCore, at: number, text = TEST_EVENT_TEXT): SampleConversation {
  const productId = someProductId(svc)
  const sessionId = svc.newId('session')
  const model = someModel(svc)
  const answeredAt = at + 1_800
  const tokens = { input: 312, output: 24 }
  const visitor: Message = {
    id: svc.newId('message'),
    session_id: sessionId,
    role: 'visitor',
    text,
    model: null,
    tokens: { input: 0, output: 0 },
    cost: 0,
    created_at: iso(at),
    completed_at: null,
  }
  const agent: Message = {
    id: svc.newId('message'),
    session_id: sessionId,
    role: 'agent',
    text,
    model,
    tokens,
    cost: 1,
    created_at: iso(at + 600),
    completed_at: iso(answeredAt),
  }
  const session: Session = {
    id: sessionId,
    product_id: productId,
    started_at: iso(at),
    last_message_at: iso(answeredAt),
    message_count: 2,
    tokens,
    cost: agent.cost,
    contact: null,
    created_at: iso(at),
    updated_at: iso(answeredAt),
  }
  return { session, visitor, agent }
}

/** The events one sample conversation emits, in order. */
export function conversationEvents(svc: ServiceCore, c: SampleConversation): WebhookEvent[] {
  const product_id = c.session.product_id
  const started = startedAnswer(c.agent)
  const completedAt = c.agent.completed_at ?? c.agent.created_at
  return [
    { id: svc.newId('event'), type: 'conversation.created', created_at: c.session.started_at, data: c.session },
    {
      id: svc.newId('event'),
      type: 'message.created',
      created_at: c.visitor.created_at,
      data: { ...c.visitor, product_id },
    },
    {
      id: svc.newId('event'),
      type: 'message.created',
      created_at: started.created_at,
      data: { ...started, product_id },
    },
    { id: svc.newId('event'), type: 'message.completed', created_at: completedAt, data: { ...c.agent, product_id } },
  ]
}

/** An agent's answer as it begins: no text, tokens or completion yet. */
export function startedAnswer(m: Message): Message {
  return { ...m, text: '', tokens: { input: m.tokens.input, output: 0 }, cost: 0, completed_at: null }
}

/** One sample event of `type` at `at`, for the test endpoint. */
export function sampleEvent(svc: ServiceCore, type: EventType, at: number): WebhookEvent {
  const c = sampleConversation(svc, at)
  const id = svc.newId('event')
  const created_at = iso(at)
  switch (type) {
    case 'conversation.created':
      return {
        id,
        type,
        created_at,
        data: {
          ...c.session,
          message_count: 0,
          tokens: { input: 0, output: 0 },
          cost: 0,
          last_message_at: created_at,
          updated_at: created_at,
        },
      }
    case 'message.created':
      return { id, type, created_at, data: { ...c.visitor, created_at, product_id: c.session.product_id } }
    case 'message.completed':
      return {
        id,
        type,
        created_at,
        data: { ...c.agent, created_at, completed_at: created_at, product_id: c.session.product_id },
      }
  }
}
