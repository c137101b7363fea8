// Seed of the webhooks: sandbox endpoints in every state, with ~10 days of history
// written by the live engine itself on a virtual timeline, so it follows the rules.
import type { EventType, WebhookEvent } from '../../src/api/contract'
import { iso } from '../service/clock'
import type { ServiceCore } from '../service/core'
import {
  createWebhook,
  disable,
  dispatchBody,
  rearmDeliveries,
  rotateSecret,
  type Engine,
  type Timeline,
} from '../service/domain/deliveries'
import { sandboxUrl } from '../service/domain/receivers'
import { toMessage, toSession } from '../service/domain/views'
import { conversationEvents, sampleConversation, startedAnswer } from '../service/domain/webhook-events'
import type { StoredSession, StoredWebhook } from '../service/store'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const HISTORY_MS = 10 * DAY
/** Conversations sampled for history per unit of size; with their messages, a few hundred deliveries. */
const SAMPLED_CONVERSATIONS = 10
/** Long transcripts would flood the log; the sample takes ordinary ones. */
const MAX_SAMPLED_MESSAGES = 24
const ALL: EventType[] = ['conversation.created', 'message.created', 'message.completed']

interface VirtualJob {
  id: number
  due: number
  run: (() => void | Promise<void>) | null
}

/**
 * Jobs by due time, run synchronously as the seed moves through history. A binary heap by
 * (due, id), so jobs due together run in the order they were set; a cancelled job stays in
 * the heap without its `run` until it comes up. Every scheduled attempt cancels its delivery's
 * job first, so both adding and cancelling must be cheap.
 */
class VirtualTimeline implements Timeline {
  private heap: VirtualJob[] = []
  private pending = new Map<number, VirtualJob>()
  private seq = 0
  constructor(private t: number) {}
  now(): number {
    return this.t
  }
  at(due: number, run: () => void | Promise<void>): number {
    const job = { id: ++this.seq, due, run }
    this.pending.set(job.id, job)
    const { heap } = this
    let i = heap.push(job) - 1
    while (i > 0) {
      const up = (i - 1) >> 1
      const parent = heap[up] as VirtualJob
      if (!before(job, parent)) break
      heap[i] = parent
      i = up
    }
    heap[i] = job
    return job.id
  }
  cancel(id: number | null | undefined): void {
    if (id == null) return
    const job = this.pending.get(id)
    if (!job) return
    job.run = null
    this.pending.delete(id)
  }
  runUntil(target: number): void {
    for (;;) {
      const job = this.heap[0]
      if (!job || job.due > target) break
      this.pop()
      if (!job.run) continue
      this.pending.delete(job.id)
      this.t = Math.max(this.t, job.due)
      // Sandbox receivers answer synchronously, so nothing here is left pending.
      void job.run()
    }
    this.t = Math.max(this.t, target)
  }
  private pop(): void {
    const { heap } = this
    const last = heap.pop() as VirtualJob
    if (heap.length === 0) return
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      if (l >= heap.length) break
      const r = l + 1
      const child = r < heap.length && before(heap[r] as VirtualJob, heap[l] as VirtualJob) ? r : l
      const c = heap[child] as VirtualJob
      if (!before(c, last)) break
      heap[i] = c
      i = child
    }
    heap[i] = last
  }
}

const before = (a: VirtualJob, b: VirtualJob) => a.due < b.due || (a.due === b.due && a.id < b.id)

interface EndpointSpec {
  url: string
  description: string
  events: EventType[]
  createdAgo: number
  /** Things that happen to it, relative to now. */
  then?: { ago: number; act: (en: Engine, wh: StoredWebhook) => void }[]
}

const ENDPOINTS: EndpointSpec[] = [
  {
    url: sandboxUrl('ok', '/webhooks/agent-console'),
    description: 'CRM sync: every event, always answered',
    events: ALL,
    createdAgo: 12 * DAY,
    // Rotated 2 h before the seed's day began, so both secrets sign for most of that day.
    then: [{ ago: 2 * HOUR, act: (en, wh) => void rotateSecret(en, wh) }],
  },
  {
    url: sandboxUrl('flaky', '/hooks/analytics'),
    description: 'Analytics pipeline: often fails the first tries, then succeeds',
    events: ['message.completed'],
    createdAgo: 9 * DAY,
  },
  {
    url: sandboxUrl('fail', '/webhooks/tickets'),
    description: 'Ticketing bridge: failing since it was registered',
    events: ['conversation.created', 'message.completed'],
    createdAgo: 3 * DAY + 5 * HOUR,
  },
  {
    url: sandboxUrl('gone', '/zapier/catch/1234'),
    description: 'Old Zapier hook: the receiver answered 410 Gone',
    events: ['conversation.created'],
    createdAgo: 8 * DAY,
  },
  {
    url: sandboxUrl('ok', '/staging/events'),
    description: 'Staging mirror: disabled by hand, events since are skipped',
    events: ['conversation.created', 'message.completed'],
    createdAgo: 10 * DAY,
    then: [{ ago: 2 * DAY + 6 * HOUR, act: (en, wh) => disable(en, wh, 'manual') }],
  },
  {
    url: sandboxUrl('slow', '/warehouse/ingest'),
    description: 'Data warehouse loader: slow answers, still in time',
    events: ['conversation.created'],
    createdAgo: 6 * DAY,
  },
]

/**
 * Writes the endpoints and their history through `svc`, as of its seed time. Retries still ahead
 * go to `live`'s scheduler, where they draw from `live`'s stream.
 */
export function seedWebhooks(svc: ServiceCore, live: ServiceCore): void {
  const now = svc.now()
  const tl = new VirtualTimeline(now - HISTORY_MS - 3 * DAY)
  const en: Engine = { svc, tl }
  const actions: { at: number; run: () => void }[] = []
  const created = new Map<EndpointSpec, StoredWebhook>()
  for (const spec of ENDPOINTS) {
    actions.push({ at: now - spec.createdAgo, run: () => created.set(spec, createWebhook(en, spec).webhook) })
    for (const step of spec.then ?? [])
      actions.push({
        at: now - step.ago,
        run: () => {
          const wh = created.get(spec)
          if (wh) step.act(en, wh)
        },
      })
  }
  for (const { at, head, body } of historyEvents(svc, now))
    actions.push({ at, run: () => void dispatchBody(en, head, body) })
  // Stable: at equal times, endpoints exist before events reach them, and events keep their order.
  actions.sort((x, y) => x.at - y.at)
  for (const action of actions) {
    tl.runUntil(action.at)
    action.run()
  }
  tl.runUntil(now)
  // Retries still ahead move onto the live scheduler.
  rearmDeliveries(live)
}

/** An event of the history: its id and type now, its body (with the texts it quotes) when first read. */
interface HistoryEvent {
  at: number
  head: Pick<WebhookEvent, 'id' | 'type'>
  body: string | (() => string)
}

/**
 * Events of a sample of recent conversations, oldest first: the newest few (so
 * retries are pending right now) and an even spread over the rest of the window.
 */
function historyEvents(svc: ServiceCore, now: number): HistoryEvent[] {
  const { store } = svc
  const to = iso(now)
  const table = store.messages.base
  const { sessions } = store
  const recent = sessions.select(
    sessions.firstStartedBefore(now + 1),
    sessions.firstStartedBefore(now - HISTORY_MS),
    (s) => (typeof s === 'number' ? table.rowsOf(s).count : s.message_count) <= MAX_SAMPLED_MESSAGES,
  )
  const out: HistoryEvent[] = []
  if (recent.length === 0) {
    // No conversations were seeded: sample ones keep the log from being empty.
    for (let at = now - HISTORY_MS + 3 * HOUR; at < now; at += 14 * HOUR)
      for (const event of conversationEvents(svc, sampleConversation(svc, at, 'Hello, is this thing on?')))
        out.push({ at: Date.parse(event.created_at), head: event, body: JSON.stringify(event) })
    return out
  }
  const sampled = SAMPLED_CONVERSATIONS * svc.config.size
  const step = Math.max(1, Math.floor(recent.length / sampled))
  const chosen = recent.filter((_, i) => i < 3 || i % step === 0).slice(0, sampled + 3)
  for (const place of chosen) {
    const s = sessions.at(place) as StoredSession
    const o = sessions.slot(place)
    const product_id = s.product_id
    // Ids are drawn in the order the events happen; what they carry is written when read.
    const push = (at: string, type: EventType, data: () => WebhookEvent['data']) => {
      const id = svc.newId('event')
      if (at > to) return
      const body = () => JSON.stringify({ id, type, created_at: at, data: data() })
      out.push({ at: Date.parse(at), head: { id, type }, body })
    }
    // The conversation as it was when it started: nothing said yet.
    push(s.started_at, 'conversation.created', () => ({
      ...toSession(s),
      message_count: 0,
      tokens: { input: 0, output: 0 },
      cost: 0,
      contact: null,
      last_message_at: s.started_at,
      updated_at: s.started_at,
    }))
    for (const m of (typeof o === 'number' ? table.listOf(o, s.id) : store.messages.get(s.id)) ?? []) {
      push(m.created_at, 'message.created', () => {
        const message = toMessage(m, s)
        return { ...(m.role === 'agent' ? startedAnswer(message) : message), product_id }
      })
      if (m.role === 'agent' && m.completed_at)
        push(m.completed_at, 'message.completed', () => ({ ...toMessage(m, s), product_id }))
    }
  }
  return out.sort((a, b) => a.at - b.at)
}
