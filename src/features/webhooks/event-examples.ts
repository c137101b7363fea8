// One example body per event type, as the contract shapes it: what the create form shows
// beside each event, so an integrator sees the payload before subscribing.
import type { z } from 'zod/mini'
import type { EVENT_SCHEMAS, EventType } from '../../api/contract'

type Example<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>

const conversationCreated: Example<'conversation.created'> = {
  id: 'evt_8fK2mQ4xLp',
  type: 'conversation.created',
  created_at: '2026-11-21T09:30:00.000Z',
  data: {
    id: 'sess_Q3v9TzK1bR',
    product_id: 'prod_7Qk2Hw8nDa',
    started_at: '2026-11-21T09:30:00.000Z',
    last_message_at: '2026-11-21T09:30:00.000Z',
    message_count: 0,
    tokens: { input: 0, output: 0 },
    cost: 0,
    contact: null,
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:00.000Z',
  },
}

const messageCreated: Example<'message.created'> = {
  id: 'evt_4Tn8cW2pXe',
  type: 'message.created',
  created_at: '2026-11-21T09:30:02.000Z',
  data: {
    id: 'msg_Lm5sP0dQ7c',
    session_id: 'sess_Q3v9TzK1bR',
    product_id: 'prod_7Qk2Hw8nDa',
    role: 'visitor',
    text: 'Hi! How do I reset my password?',
    model: null,
    tokens: { input: 0, output: 0 },
    cost: 0,
    created_at: '2026-11-21T09:30:02.000Z',
    completed_at: null,
  },
}

const messageCompleted: Example<'message.completed'> = {
  id: 'evt_9Rw1xB6kZa',
  type: 'message.completed',
  created_at: '2026-11-21T09:30:05.400Z',
  data: {
    id: 'msg_Hc2vN8yT4u',
    session_id: 'sess_Q3v9TzK1bR',
    product_id: 'prod_7Qk2Hw8nDa',
    role: 'agent',
    text: 'Open **Settings → Security** and choose *Reset password*. A link arrives by email within a minute.',
    model: 'gpt-4o-mini',
    tokens: { input: 412, output: 38 },
    cost: 87,
    created_at: '2026-11-21T09:30:03.100Z',
    completed_at: '2026-11-21T09:30:05.400Z',
  },
}

export const EVENT_EXAMPLES: { [T in EventType]: Example<T> } = {
  'conversation.created': conversationCreated,
  'message.created': messageCreated,
  'message.completed': messageCompleted,
}

/** The example as a receiver gets it: compact JSON, here indented for reading. */
export const exampleJson = (type: EventType): string => JSON.stringify(EVENT_EXAMPLES[type], null, 2)
