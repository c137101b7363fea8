// Live traffic for the demo: while on, visitors talk to the published chat agents at
// a set pace, one step at a time on the service's scheduler, with the same events,
// deliveries and debits as /_mock/conversations.
import { z } from 'zod/mini'
import { messageId, sessionId } from '../../src/api/contract'
import {
  TRAFFIC_PER_MINUTE_DEFAULT,
  type MockTrafficState,
  type mockTraffic,
} from '../../src/api/contract/mock-controls'
import type { ServiceCore } from './core'
import {
  addVisitorMessage,
  beginAgentAnswer,
  completeAgentAnswer,
  endConversation,
  startConversation,
  type AnswerPlan,
} from './domain/conversations'
import type { Store } from './store'

/** Gaps between the steps of a conversation, in clock milliseconds: [min, max]. */
const VISITOR_TO_ANSWER: readonly [number, number] = [1_000, 2_000]
const ANSWER_DURATION: readonly [number, number] = [1_500, 3_500]
const ANSWER_TO_VISITOR: readonly [number, number] = [2_000, 4_000]
/** A conversation is one to four exchanges: 2 to 8 messages over 2.5 to 34 s. */
const MAX_EXCHANGES = 4
/** Turning traffic on starts the first conversation this soon, so the effect is seen at once. */
const FIRST_START_MS = 1_000

const step = z.enum(['visitor', 'answer', 'complete'])
type Step = z.infer<typeof step>

const liveConversation = z.object({
  session_id: sessionId,
  /** Exchanges (a visitor message and its answer) still to come after the current one. */
  exchanges_left: z.number().check(z.int(), z.gte(0), z.lte(MAX_EXCHANGES)),
  next: step,
  /** Clock time of the next step. */
  due: z.number(),
  /** The answer in progress, between `answer` and `complete`. */
  answer: z.nullable(
    z.object({
      message_id: messageId,
      model: z.string(),
      tokens: z.object({ input: z.number().check(z.int(), z.gte(0)), output: z.number().check(z.int(), z.gte(0)) }),
    }),
  ),
})
type LiveConversation = z.infer<typeof liveConversation> & { job: number | null }

/** What a snapshot keeps of live traffic, so a reload carries on where it stopped. */
export const trafficSnapshot = z.object({
  enabled: z.boolean(),
  per_minute: z.number().check(z.int(), z.gte(1), z.lte(60)),
  next_start_at: z.nullable(z.number()),
  conversations: z.array(liveConversation),
})
export type TrafficSnapshot = z.infer<typeof trafficSnapshot>

interface Traffic {
  enabled: boolean
  perMinute: number
  nextStartAt: number | null
  startJob: number | null
  conversations: Map<string, LiveConversation>
}

// Per store, like the store's other runtime state: a reset store starts with traffic off.
const byStore = new WeakMap<Store, Traffic>()

function trafficOf(store: Store): Traffic {
  let t = byStore.get(store)
  if (!t) {
    t = {
      enabled: false,
      perMinute: TRAFFIC_PER_MINUTE_DEFAULT,
      nextStartAt: null,
      startJob: null,
      conversations: new Map(),
    }
    byStore.set(store, t)
  }
  return t
}

export function trafficState(svc: ServiceCore): MockTrafficState {
  const t = trafficOf(svc.store)
  return { enabled: t.enabled, per_minute: t.perMinute, in_progress: t.conversations.size }
}

/**
 * `POST /_mock/traffic`. Turning it on starts a conversation about a second later,
 * then one every 60/per_minute seconds on average. Turning it off starts no more:
 * a visitor waiting for an answer still gets it, nobody writes again.
 */
export function setTraffic(svc: ServiceCore, input: z.output<typeof mockTraffic>): MockTrafficState {
  const t = trafficOf(svc.store)
  const now = svc.now()
  const paceChanged = input.per_minute !== undefined && input.per_minute !== t.perMinute
  if (input.per_minute !== undefined) t.perMinute = input.per_minute
  if (input.enabled === true && !t.enabled) {
    t.enabled = true
    armStart(svc, t, now + FIRST_START_MS)
  } else if (input.enabled === false && t.enabled) {
    t.enabled = false
    svc.clock.scheduler.cancel(t.startJob)
    t.startJob = null
    t.nextStartAt = null
    for (const c of [...t.conversations.values()]) {
      if (c.next === 'visitor') {
        svc.clock.scheduler.cancel(c.job)
        finish(svc, t, c)
      } else c.exchanges_left = 0
    }
  } else if (t.enabled && paceChanged) {
    // A faster pace should show at once; a slower one waits for the start already planned.
    armStart(svc, t, Math.min(t.nextStartAt ?? Infinity, now + interval(svc, t.perMinute)))
  }
  return trafficState(svc)
}

/** Mean 60/per_minute s, spread between half and one and a half of it so starts do not tick like a clock. */
function interval(svc: ServiceCore, perMinute: number): number {
  return Math.round((60_000 / perMinute) * (0.5 + svc.rng.next()))
}

const between = (svc: ServiceCore, [min, max]: readonly [number, number]) => svc.rng.int(min, max)

function armStart(svc: ServiceCore, t: Traffic, due: number): void {
  svc.clock.scheduler.cancel(t.startJob)
  t.nextStartAt = due
  t.startJob = svc.clock.scheduler.at(due, () => runStart(svc, t))
}

/** A job belongs to the traffic of the store it was armed for; after a reset or a restore it does nothing. */
const current = (svc: ServiceCore, t: Traffic) => byStore.get(svc.store) === t

const publishedChatAgents = (svc: ServiceCore) =>
  [...svc.store.products.values()].filter((p) => p.kind === 'chat_agent' && p.status === 'published')

function runStart(svc: ServiceCore, t: Traffic): void {
  if (!current(svc, t) || !t.enabled) return
  t.startJob = null
  const now = svc.now()
  const agents = publishedChatAgents(svc)
  if (agents.length > 0) {
    const product = svc.rng.pick(agents)
    const session = startConversation(svc, product.id, now)
    addVisitorMessage(svc, session.id, now)
    const c: LiveConversation = {
      session_id: session.id,
      exchanges_left: svc.rng.int(1, MAX_EXCHANGES) - 1,
      next: 'answer',
      due: now + between(svc, VISITOR_TO_ANSWER),
      answer: null,
      job: null,
    }
    t.conversations.set(c.session_id, c)
    armStep(svc, t, c)
  }
  armStart(svc, t, now + interval(svc, t.perMinute))
}

function armStep(svc: ServiceCore, t: Traffic, c: LiveConversation): void {
  svc.clock.scheduler.cancel(c.job)
  c.job = svc.clock.scheduler.at(c.due, () => runStep(svc, t, c))
}

function runStep(svc: ServiceCore, t: Traffic, c: LiveConversation): void {
  if (!current(svc, t) || t.conversations.get(c.session_id) !== c) return
  c.job = null
  const now = svc.now()
  const next = (s: Step, gap: readonly [number, number]) => {
    c.next = s
    c.due = now + between(svc, gap)
    armStep(svc, t, c)
  }
  switch (c.next) {
    case 'visitor': {
      const product = svc.store.sessions.get(c.session_id)?.product_id
      const stillLive = publishedChatAgents(svc).some((p) => p.id === product)
      // An agent unpublished meanwhile takes no more visitors.
      if (!t.enabled || !stillLive || !addVisitorMessage(svc, c.session_id, now)) return finish(svc, t, c)
      return next('answer', VISITOR_TO_ANSWER)
    }
    case 'answer': {
      c.answer = beginAgentAnswer(svc, c.session_id, now)
      if (!c.answer) return finish(svc, t, c)
      return next('complete', ANSWER_DURATION)
    }
    case 'complete': {
      if (c.answer) completeAgentAnswer(svc, c.session_id, c.answer, now)
      c.answer = null
      if (!t.enabled || c.exchanges_left === 0) return finish(svc, t, c)
      c.exchanges_left--
      return next('visitor', ANSWER_TO_VISITOR)
    }
  }
}

function finish(svc: ServiceCore, t: Traffic, c: LiveConversation): void {
  t.conversations.delete(c.session_id)
  endConversation(svc, c.session_id)
}

export function snapshotTraffic(svc: ServiceCore): TrafficSnapshot {
  const t = trafficOf(svc.store)
  return {
    enabled: t.enabled,
    per_minute: t.perMinute,
    next_start_at: t.enabled ? t.nextStartAt : null,
    conversations: [...t.conversations.values()].map(({ job: _job, answer, ...c }) => ({
      ...c,
      answer: answer ? { ...answer, tokens: { ...answer.tokens } } : null,
    })),
  }
}

/**
 * Puts saved traffic back on a restored store and re-arms its jobs at their saved
 * times (ones already past run at the next tick). Conversations whose session is
 * missing are dropped.
 */
export function resumeTraffic(svc: ServiceCore, saved: TrafficSnapshot): void {
  const t: Traffic = {
    enabled: saved.enabled,
    perMinute: saved.per_minute,
    nextStartAt: null,
    startJob: null,
    conversations: new Map(),
  }
  byStore.set(svc.store, t)
  for (const s of saved.conversations) {
    if (!svc.store.sessions.has(s.session_id)) continue
    const answer: AnswerPlan | null = s.answer ? { ...s.answer, tokens: { ...s.answer.tokens } } : null
    const c: LiveConversation = { ...s, answer, job: null }
    t.conversations.set(c.session_id, c)
    armStep(svc, t, c)
  }
  if (t.enabled) armStart(svc, t, saved.next_start_at ?? svc.now() + FIRST_START_MS)
}
