// The seeded endpoints and their history: every state present, and a history that
// follows the same rules as live delivery.
import { verify as verifyGithub } from '@octokit/webhooks-methods'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  EVENT_SCHEMAS,
  EVENT_TYPES,
  MAX_SCHEDULED_ATTEMPTS,
  RETRY_SCHEDULE_MS,
  SIGNATURE_HEADERS,
  webhookEvent,
} from '../../src/api/contract'
import { manualClock } from '../service/clock'
import { createService, type MockService } from '../service/index'
import { seedDay } from './index'
import { standardSignature } from '../service/domain/signing'
import { toWebhookView } from '../service/domain/webhook-views'
import type { StoredDelivery, StoredWebhook } from '../service/store'
import { START } from '../service/tests/support'

const DAY = 86_400_000
const summary = (s: MockService) =>
  [...s.store.webhooks.values()].map((w) => [
    w.id,
    w.url,
    w.status,
    (s.store.deliveries.get(w.id) ?? []).map((d) => `${d.id}:${d.status}:${d.attempts.length}`),
  ])
let svc: MockService
let seeded: ReturnType<typeof summary>
beforeAll(() => {
  svc = createService({ clock: manualClock(START) })
  seeded = summary(svc)
})

const endpoints = () => [...svc.store.webhooks.values()]
const deliveriesOf = (wh: StoredWebhook) => svc.store.deliveries.get(wh.id) ?? []
const byHost = (label: string, reason: string | null = null) => {
  const found = endpoints().filter(
    (w) => w.url.startsWith(`https://${label}.sandbox.invalid/`) && w.disabled_reason === reason,
  )
  expect(found, `${label} endpoint (${reason ?? 'active'})`).toHaveLength(1)
  return found[0] as StoredWebhook
}

describe('seeded endpoints', () => {
  it('cover every state on sandbox URLs only', () => {
    expect(endpoints().length).toBeGreaterThanOrEqual(4)
    expect(endpoints().length).toBeLessThanOrEqual(6)
    expect(endpoints().every((w) => /^https:\/\/[a-z]+\.sandbox\.invalid\//.test(w.url))).toBe(true)

    const healthy = byHost('ok')
    expect(new Set(deliveriesOf(healthy).map((d) => d.status))).toEqual(new Set(['succeeded']))
    expect(toWebhookView(svc, healthy).previous_secret_expires_at).not.toBeNull()

    const flaky = byHost('flaky')
    expect(flaky.status).toBe('active')
    expect(deliveriesOf(flaky).some((d) => d.attempts.length > 1 && d.status === 'succeeded')).toBe(true)

    const failing = byHost('fail')
    expect(failing.status).toBe('active')
    const since = Date.parse(failing.failing_since ?? '')
    expect(START - since).toBeGreaterThan(DAY)
    expect(START - since).toBeLessThan(5 * DAY)
    const pending = deliveriesOf(failing).filter((d) => d.status === 'pending')
    expect(pending.length).toBeGreaterThan(0)
    expect(
      deliveriesOf(failing).some((d) => d.status === 'failed' && d.attempts.length === MAX_SCHEDULED_ATTEMPTS),
    ).toBe(true)

    const gone = byHost('gone', 'gone')
    expect(gone.status).toBe('disabled')
    expect(deliveriesOf(gone).some((d) => d.attempts.some((a) => a.response_status === 410))).toBe(true)

    const manual = byHost('ok', 'manual')
    const disabledAt = manual.disabled_at ?? ''
    const skipped = deliveriesOf(manual).filter((d) => d.status === 'skipped')
    expect(skipped.length).toBeGreaterThan(0)
    expect(skipped.every((d) => d.created_at >= disabledAt && d.attempts.length === 0)).toBe(true)
    const beforeDisabling = deliveriesOf(manual).filter((d) => d.created_at < disabledAt)
    expect(new Set(beforeDisabling.map((d) => d.status))).toEqual(new Set(['succeeded']))
  })

  it('has a few hundred deliveries over the last ten days, newest first per endpoint', () => {
    const all = [...svc.store.deliveriesById.values()]
    expect(all.length).toBeGreaterThan(100)
    expect(all.length).toBeLessThan(700)
    expect(all.every((d) => Date.parse(d.created_at) > START - 11 * DAY && Date.parse(d.created_at) <= START)).toBe(
      true,
    )
    for (const wh of endpoints()) {
      const times = deliveriesOf(wh).map((d) => d.created_at)
      expect(times).toEqual([...times].sort().reverse())
      expect(deliveriesOf(wh).every((d) => d.created_at >= wh.created_at && wh.events.includes(d.event_type))).toBe(
        true,
      )
    }
  })

  it('carries bodies valid against the event schemas, one conversation’s events in order', () => {
    for (const wh of endpoints()) {
      const talked = new Set<string>()
      for (const d of [...deliveriesOf(wh)].reverse()) {
        const type = EVENT_TYPES.find((t) => t === d.event_type)
        if (!type) throw new Error(`seed: a delivery of an unknown event type ${d.event_type}`)
        const event = EVENT_SCHEMAS[type].parse(JSON.parse(d.body))
        expect(webhookEvent.parse(event).id).toBe(d.event_id)
        expect(event.created_at <= d.created_at).toBe(true)
        if (event.type === 'conversation.created')
          expect(talked.has(event.data.id), `${event.data.id} created after its messages`).toBe(false)
        else talked.add(event.data.session_id)
      }
    }
  })

  it('spaces every run of attempts by the retry schedule ±10 %, signed with the secrets of the time', async () => {
    for (const wh of endpoints()) {
      for (const d of deliveriesOf(wh)) {
        expect(d.attempts.map((a) => a.number)).toEqual(d.attempts.map((_, i) => i + 1))
        expect(d.attempts.length).toBeLessThanOrEqual(MAX_SCHEDULED_ATTEMPTS)
        d.attempts.slice(1).forEach((a, i) => {
          const gap = Date.parse(a.attempted_at) - Date.parse(d.attempts[i]?.attempted_at ?? '')
          const step = RETRY_SCHEDULE_MS[i] ?? 0
          expect(gap).toBeGreaterThanOrEqual(Math.floor(step * 0.9))
          expect(gap).toBeLessThanOrEqual(Math.ceil(step * 1.1))
        })
        if (d.attempts[0]) expect(d.attempts[0].attempted_at).toBe(d.created_at)
        const a = d.attempts.at(-1)
        if (!a) continue
        const secrets = wh.secrets.map((s) => s.secret)
        const github = a.request_headers[SIGNATURE_HEADERS.github] ?? ''
        const checks = await Promise.all(secrets.map((s) => verifyGithub(s, d.body, github)))
        expect(checks.some(Boolean)).toBe(true)
        const ts = Number(a.request_headers[SIGNATURE_HEADERS.timestamp])
        expect(ts).toBe(Math.floor(Date.parse(a.attempted_at) / 1000))
        const sent = a.request_headers[SIGNATURE_HEADERS.signature]?.split(' ') ?? []
        expect(sent.every((sig) => secrets.some((s) => standardSignature([s], d.event_id, ts, d.body) === sig))).toBe(
          true,
        )
      }
    }
  })

  it('keeps pending retries on the live scheduler', async () => {
    const failing = byHost('fail')
    const pending = deliveriesOf(failing).filter((d) => d.status === 'pending')
    expect(pending.length, 'the failing endpoint has retries pending').toBeGreaterThan(0)
    // The seed is written as of its day's start: retries due since then run as soon as the clock ticks.
    const dayStart = seedDay(START)
    const due = pending.map((d) => Date.parse(d.next_attempt_at ?? ''))
    expect(due.every((t) => t > dayStart && t <= dayStart + 5.5 * 3_600_000)).toBe(true)
    const before = new Map(pending.map((d) => [d.id, d.attempts.length]))
    await svc.clock.advance(Math.max(0, Math.max(...due) - START))
    expect(pending.every((d: StoredDelivery) => d.attempts.length > (before.get(d.id) ?? 0))).toBe(true)
  })

  it('is the same for the same seed and clock', () => {
    expect(summary(createService({ clock: manualClock(START) }))).toEqual(seeded)
  })

  it('is written when first read: the same history however late, and every other id as if it had been', async () => {
    const late = createService({ clock: manualClock(START) })
    const early = createService({ clock: manualClock(START) })
    void early.store.webhooks
    // Hours go by and another object is made before anyone reads an endpoint of `late`.
    await late.clock.advance(5 * 3_600_000)
    expect(late.newId('product')).toBe(early.newId('product'))
    expect(summary(late)).toEqual(seeded)
    // Its retries still run, those overdue by then at once.
    const failing = [...late.store.webhooks.values()].find((w) => w.url.startsWith('https://fail.sandbox.invalid/'))
    const pending = (late.store.deliveries.get(failing?.id ?? '') ?? []).filter((d) => d.status === 'pending')
    const before = pending.map((d) => d.attempts.length)
    expect(before.length).toBeGreaterThan(0)
    await late.clock.advance(1_000)
    expect(pending.map((d) => d.attempts.length)).not.toEqual(before)
  })

  it('on real time, runs the retries already due as it is written: the read that wrote it finds them done', () => {
    const live = createService({ clock: manualClock(START), catchUp: true })
    const failing = [...live.store.webhooks.values()].find((w) => w.url.startsWith('https://fail.sandbox.invalid/'))
    const deliveries = live.store.deliveries.get(failing?.id ?? '') ?? []
    const overdue = deliveries.filter((d) => d.status === 'pending' && Date.parse(d.next_attempt_at ?? '') <= START)
    expect(overdue).toEqual([])
    const attemptedNow = deliveries.filter((d) => d.attempts.at(-1)?.attempted_at === new Date(START).toISOString())
    expect(attemptedNow.length).toBeGreaterThan(0)
    // The history as the seed wrote it is still what counts as seeded: the catch-up is saved.
    expect(attemptedNow.every((d) => !live.base.isSeededDelivery(d))).toBe(true)
  })
})
