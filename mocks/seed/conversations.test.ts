import { describe, expect, it } from 'vitest'
import { message, session, type WalletEntry } from '../../src/api/contract'
import { manualClock } from '../service/clock'
import { ledgerViolations, sessionViolations } from '../service/domain/ledger-invariants'
import { MODELS } from '../service/domain/usage'
import { toMessage, toSession } from '../service/domain/views'
import { DAY_FIGURES, EntryKind, type EntryDays, type EntryTable } from '../service/entries'
import type { DebitSpans, MessageTable } from '../service/messages'
import { createService } from '../service/index'
import type { StoredMessage, StoredSession } from '../service/store'
import { START } from '../service/tests/support'
import { HEBREW_CONTACT, HEBREW_MARKER, HEBREW_TEXTS } from './hebrew'
import { HOSTILE_CONTACT, HOSTILE_MARKER, HOSTILE_TEXTS } from './hostile'
import { LOCALES, messageText } from './texts'

const DAY = 86_400_000

/** What MessageTable.debitSpans must give, the plain way: every row of every conversation read. */
function walkDebitSpans(table: MessageTable): DebitSpans {
  const n = table.sessions
  const spans = {
    cost: new Float64Array(n),
    first: new Float64Array(n).fill(Number.POSITIVE_INFINITY),
    last: new Float64Array(n).fill(Number.NEGATIVE_INFINITY),
  }
  for (let o = 0; o < n; o++) {
    const { first, count } = table.rowsOf(o)
    for (let row = first; row < first + count; row++) {
      const done = table.completed[row] ?? Number.NaN
      if (Number.isNaN(done)) continue
      spans.cost[o] = (spans.cost[o] ?? 0) + (table.cost[row] ?? 0)
      spans.first[o] = Math.min(spans.first[o] ?? 0, done)
      spans.last[o] = Math.max(spans.last[o] ?? 0, done)
    }
  }
  return spans
}

/** What EntryTable.entryDays must give, the plain way: every entry read in turn. */
function walkEntryDays(t: EntryTable): EntryDays {
  const n = t.length
  const firstDay = n > 0 ? Math.floor((t.time[0] ?? 0) / DAY) : 0
  const days = n > 0 ? Math.floor((t.time[n - 1] ?? 0) / DAY) - firstDay + 1 : 0
  const slots = t.messages.products.length + 1
  const start = new Int32Array(days + 1).fill(n)
  const figures = new Float64Array(days * slots * DAY_FIGURES)
  for (let i = n - 1; i >= 0; i--) {
    const d = Math.floor((t.time[i] ?? 0) / DAY) - firstDay
    start[d] = i
    const row = t.tracedRow(i)
    const at = (d * slots + (row < 0 ? slots - 1 : (t.messages.product[row] ?? 0))) * DAY_FIGURES
    const kind = t.kind[i]
    const figure = kind === EntryKind.Debit ? 2 : kind === EntryKind.Refund ? 3 : 1
    figures[at] = (figures[at] ?? 0) + 1
    figures[at + figure] = (figures[at + figure] ?? 0) + (t.amount[i] ?? 0)
  }
  // A day without entries starts where the next one does.
  for (let d = days - 1; d >= 0; d--) start[d] = Math.min(start[d] ?? n, start[d + 1] ?? n)
  return { firstDay, days, slots, start, figures }
}

// The invariants hold at the default size and at ten times it, with the same mix.
describe.each([1, 10])('conversation seed, workspace of size %i', (size) => {
  const t0 = performance.now()
  const svc = createService({ clock: manualClock(START), size })
  const createMs = performance.now() - t0
  const { store } = svc
  // Read once per size: nothing here writes to the store, and at 10× each read of every
  // conversation's messages or of the whole ledger makes hundreds of thousands of objects.
  let read: { s: StoredSession; messages: StoredMessage[] }[] | undefined
  const conversations = () =>
    (read ??= [...store.sessions].map((s) => ({ s, messages: store.messages.get(s.id) ?? [] })))
  const allMessages = () => conversations().flatMap((c) => c.messages)
  let ledger: WalletEntry[] | undefined
  const entries = () => (ledger ??= store.ledger.slice())

  it('has the volume of a busy workspace, spread over the last 90 days with recent days busier', () => {
    // Reported, not asserted: timings depend on the machine.
    console.info(`createService({ size: ${size} }) took ${createMs.toFixed(0)} ms`)
    expect(store.sessions.length).toBeGreaterThanOrEqual(3_500 * size)
    expect(store.sessions.length).toBeLessThanOrEqual(4_500 * size)
    // The two long transcripts do not grow with the size.
    const messages = allMessages().length - 6_200
    expect(messages).toBeGreaterThanOrEqual(29_000 * size)
    expect(messages).toBeLessThanOrEqual(49_000 * size)
    const ages = [...store.sessions].map((s) => (START - Date.parse(s.started_at)) / DAY)
    expect(Math.max(...ages)).toBeLessThanOrEqual(92)
    expect(Math.max(...ages)).toBeGreaterThan(80)
    const lastMonth = ages.filter((a) => a < 30).length
    const thirdMonth = ages.filter((a) => a >= 60).length
    expect(lastMonth).toBeGreaterThan(thirdMonth * 1.5)
  })

  it('sums the per-day figures as it writes the rows: the same as a pass over every row gives', () => {
    const table = store.messages.base
    const preset = table.dailyFigures()
    const summed = table.sumDailyFigures()
    expect(summed.days).toBeGreaterThan(85)
    expect({ ...preset, figures: [...preset.figures] }).toEqual({ ...summed, figures: [...summed.figures] })
  })

  it('notes each conversation’s debits as it writes them: the same spans as a pass over every row gives', () => {
    const table = store.messages.base
    const preset = table.debitSpans()
    const summed = walkDebitSpans(table)
    expect(summed.cost.length).toBe(store.sessions.length)
    const plain = (s: typeof preset) => ({ cost: [...s.cost], first: [...s.first], last: [...s.last] })
    expect(plain(preset)).toEqual(plain(summed))
  })

  it('finds the ledger’s days from the message figures and the few other entries: what a walk over every entry gives', () => {
    const entries = store.ledger.base
    if (!entries) throw new Error('the seed wrote no ledger')
    const found = entries.entryDays()
    const walked = walkEntryDays(entries)
    expect(walked.days).toBeGreaterThan(85)
    const plain = (d: typeof found) => ({ ...d, start: [...d.start], figures: [...d.figures] })
    expect(plain(found)).toEqual(plain(walked))
  })

  it('keeps every session equal to the sums over its messages, in order, nothing in the future', () => {
    expect(sessionViolations(store, START)).toEqual([])
  })

  it('alternates visitor and agent, usually starting with the visitor, with the service’s models', () => {
    let visitorFirst = 0
    const broken: string[] = []
    for (const { s, messages: ms } of conversations()) {
      if (ms.length < 2 || ms[0]?.created_at !== s.started_at) broken.push(s.id)
      if (ms[0]?.role === 'visitor') visitorFirst++
      for (let i = 1; i < ms.length; i++) if (ms[i]?.role === ms[i - 1]?.role) broken.push(`${s.id} #${i}`)
    }
    expect(broken).toEqual([])
    expect(visitorFirst / store.sessions.length).toBeGreaterThan(0.85)
    expect(visitorFirst).toBeLessThan(store.sessions.length)
    const models = new Set(allMessages().map((m) => m.model))
    expect(models).toEqual(new Set([null, ...MODELS]))
  })

  it('puts conversations mostly on published products and contacts on about 40%', () => {
    const published = [...store.sessions].filter((s) => store.products.get(s.product_id)?.status === 'published').length
    expect(published / store.sessions.length).toBeGreaterThan(0.9)
    expect(published).toBeLessThan(store.sessions.length)
    const contacts = [...store.sessions].filter((s) => s.contact != null)
    expect(contacts.length / store.sessions.length).toBeGreaterThan(0.35)
    expect(contacts.length / store.sessions.length).toBeLessThan(0.45)
    for (const c of contacts) expect(c.contact?.name ?? c.contact?.email ?? c.contact?.phone).toBeTruthy()
    expect(
      contacts.some((s) =>
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Greek}\p{Script=Devanagari}]/u.test(
          s.contact?.name ?? '',
        ),
      ),
    ).toBe(true)
  })

  it('has one transcript of 5,000 messages and conversations in every language', () => {
    expect([...store.sessions].filter((s) => s.message_count === 5_000)).toHaveLength(1)
    // Hebrew is the one written conversation of hebrew.ts, not a generated language.
    expect(new Set([...store.sessions].map((s) => s.locale))).toEqual(new Set([...LOCALES, 'he']))
  })

  it('stores no seeded texts but generates the same one every time, in the session’s script', () => {
    const stored = allMessages().filter((m) => m.text != null)
    // Only the opening line after an agent's greeting is stored.
    expect(stored.length).toBeLessThan(store.sessions.length * 0.15)
    const ja = [...store.sessions].find((s) => s.locale === 'ja' && s.message_count < 100)
    const ar = [...store.sessions].find((s) => s.locale === 'ar')
    for (const [s, script] of [
      [ja, /[\u3040-\u30ff\u4e00-\u9fff]/],
      [ar, /[\u0600-\u06ff]/],
    ] as const) {
      if (!s) throw new Error('seed: no session in that language')
      for (const m of store.messages.get(s.id) ?? []) {
        const text = toMessage(m, s).text
        expect(text).toMatch(script)
        expect(toMessage(m, s).text).toBe(text)
      }
    }
    const some = [...store.sessions].find((s) => s.message_count >= 4 && s.locale === 'en')
    const m = some && store.messages.get(some.id)?.[3]
    if (!some || !m) throw new Error('seed: no English session of 4 messages')
    expect(messageText({ messageId: m.id, sessionId: some.id, role: m.role, locale: some.locale, first: false })).toBe(
      toMessage(m, some).text,
    )
  })

  it('has one hostile conversation with its attack texts stored, findable by its marker', () => {
    const hostile = conversations()
      .filter(({ messages }) => messages.some((m) => m.text?.startsWith(HOSTILE_MARKER)))
      .map(({ s }) => s)
    expect(hostile).toHaveLength(1)
    const [s] = hostile
    if (!s) throw new Error('seed: no hostile conversation')
    expect(s.contact).toEqual(HOSTILE_CONTACT)
    expect((store.messages.get(s.id) ?? []).map((m) => toMessage(m, s).text)).toEqual(HOSTILE_TEXTS)
    expect(entries().filter((e) => e.type === 'debit' && e.session_id === s.id)).toHaveLength(HOSTILE_TEXTS.length / 2)
  })

  it('has one Hebrew conversation with its texts stored, findable by its marker, debited like any other', () => {
    const hebrew = [...store.sessions].filter((s) => s.locale === 'he')
    expect(hebrew).toHaveLength(1)
    const [s] = hebrew
    if (!s) throw new Error('seed: no Hebrew conversation')
    expect(s.contact).toEqual(HEBREW_CONTACT)
    const texts = (store.messages.get(s.id) ?? []).map((m) => toMessage(m, s).text)
    expect(texts).toEqual(HEBREW_TEXTS)
    expect(texts[0]).toContain(HEBREW_MARKER)
    for (const text of texts) expect(text).toMatch(/[\u0590-\u05ff]/)
    expect(entries().filter((e) => e.type === 'debit' && e.session_id === s.id)).toHaveLength(HEBREW_TEXTS.length / 2)
  })

  it('writes agent answers in Markdown: lists, bold, code and links occur', () => {
    const texts = [...store.sessions]
      .slice(0, 400)
      .flatMap((s) =>
        (store.messages.get(s.id) ?? []).filter((m) => m.role === 'agent').map((m) => toMessage(m, s).text),
      )
    for (const pattern of [/^\d\. /m, /^- /m, /\*\*[^*]+\*\*/, /`[^`]+`/, /\]\(https:\/\//])
      expect(texts.some((t) => pattern.test(t))).toBe(true)
  })

  it('builds objects that match the contract', () => {
    for (const s of store.sessions) expect(session.safeParse(toSession(s)).success).toBe(true)
    for (const s of [...store.sessions].slice(0, 200))
      for (const m of store.messages.get(s.id) ?? [])
        expect(message.safeParse(toMessage(m, s)).success, m.id).toBe(true)
  })

  it('writes a ledger whose debits come from the messages, with top-ups and refunds', () => {
    expect(ledgerViolations(store)).toEqual([])
    const all = entries()
    const count = (type: string) => all.filter((e) => e.type === type).length
    expect(count('top_up')).toBeGreaterThanOrEqual(3)
    expect(count('refund')).toBeGreaterThanOrEqual(5)
    expect(all.reduce((min, e) => Math.min(min, e.balance_after), Infinity)).toBeGreaterThan(0)
    const last = all.at(-1)
    expect(store.walletUpdatedAt).toBe(Date.parse(last?.created_at ?? ''))
    expect(all[0]?.balance_after).toBe(all[0]?.amount)
    // Every entry made from the columns reads back the same by its id.
    for (const e of all.slice(0, 500)) expect(store.ledger.get(e.id)).toEqual(e)
  }, 30_000)

  it('is deterministic for a seed number, with dates relative to the clock', () => {
    const again = createService({ clock: manualClock(START + 7 * DAY), size })
    expect(again.store.sessions.length).toBe(store.sessions.length)
    const a = store.sessions.at(100)
    const b = again.store.sessions.at(100)
    expect(b?.id).toBe(a?.id)
    expect(Date.parse(b?.started_at ?? '') - Date.parse(a?.started_at ?? '')).toBe(7 * DAY)
    const amounts = (s: typeof store) => Array.from({ length: s.ledger.length }, (_, i) => s.ledger.amount(i))
    expect(amounts(again.store)).toEqual(amounts(store))
  }, 30_000)
})
