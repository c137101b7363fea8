// The webhook engine's test harness: one service on a manual clock, emptied of
// endpoints between tests, with a scriptable fake receiver behind real URLs.
import {
  delivery,
  webhookEndpoint,
  webhookEndpointWithSecret,
  type Delivery,
  type EventType,
} from '../../../src/api/contract'
import { manualClock } from '../clock'
import { createService, type MockService } from '../index'
import { dispatchEvent } from '../domain/deliveries'
import { sampleEvent } from '../domain/webhook-events'
import { START, send } from './support'

export const REAL_URL = 'https://hooks.example.com/agent'

export interface Received {
  url: string
  headers: Record<string, string>
  body: string
  redirect: RequestRedirect
  at: number
}

/** What the fake receiver does with one request: answer, refuse (an Error), or never answer. */
export type Answer = Response | Error | 'timeout'

export interface Harness {
  svc: MockService
  received: Received[]
  /** Set per test; the second argument counts requests from 1. */
  answer: (req: Received, n: number) => Answer | Promise<Answer>
  /** Forgets every endpoint, delivery and scheduled attempt, and the received requests. */
  reset(): void
}

export function webhookHarness(): Harness {
  const h: Harness = {
    svc: createService({
      clock: manualClock(START),
      rateLimit: 0,
      fetch: async (input, init) => {
        const req = new Request(input, init)
        const received: Received = {
          url: req.url,
          headers: Object.fromEntries(req.headers),
          body: await req.text(),
          redirect: init?.redirect ?? 'follow',
          at: h.svc.now(),
        }
        h.received.push(received)
        const answer = await h.answer(received, h.received.length)
        if (answer === 'timeout') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
        if (answer instanceof Error) throw answer
        return answer
      },
    }),
    received: [],
    answer: () => new Response('ok'),
    reset() {
      const { store, clock } = h.svc
      // Other seeded jobs go too, so a test can count what it scheduled.
      clock.scheduler.clear()
      store.webhooks.clear()
      store.deliveries.clear()
      store.deliveriesById.clear()
      store.trialEndsAt = null
      h.received.length = 0
      h.answer = () => new Response('ok')
    },
  }
  h.reset()
  return h
}

export async function createEndpoint(
  svc: MockService,
  url: string,
  events: EventType[] = ['conversation.created', 'message.created', 'message.completed'],
) {
  const reply = await send(svc, 'POST', '/v1/webhooks', { body: { url, events } })
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`)
  return webhookEndpointWithSecret.parse(reply.json)
}

export async function getEndpoint(svc: MockService, id: string) {
  return webhookEndpoint.parse((await send(svc, 'GET', `/v1/webhooks/${id}`)).json)
}

export async function getDelivery(svc: MockService, webhookId: string, id: string): Promise<Delivery> {
  return delivery.parse((await send(svc, 'GET', `/v1/webhooks/${webhookId}/deliveries/${id}`)).json)
}

/** Emits one sample event now and returns the deliveries it made, by endpoint id. */
export function emit(svc: MockService, type: EventType = 'message.completed') {
  const event = sampleEvent(svc, type, svc.now())
  const before = new Set(svc.store.deliveriesById.keys())
  dispatchEvent(svc, event)
  const made = [...svc.store.deliveriesById.values()].filter((d) => !before.has(d.id))
  return { event, deliveries: made }
}
