// Seed of the conversations and the ledger they debit: ~4,000 sessions per unit of
// the workspace's size over the last 90 days (recent days busier), ~38,000 messages
// with ids, roles, models, tokens and costs fixed here, texts generated on demand
// (see texts.ts).
import type { Contact, Product } from '../../src/api/contract'
import type { ServiceCore } from '../service/core'
import { CREDIT, ENTRY_TEXTS, LOW_BALANCE, TOP_UP_CREDITS } from '../service/domain/ledger'
import { EntryKind, EntryTable, Ledger } from '../service/entries'
import { agentTokens, chooseModel, MODELS, modelCost } from '../service/domain/usage'
import { FIGURES, MODEL_CODES } from '../service/domain/figures'
import { ID_DRAWS, MessageStore, MessageTable, type DailyFigures, type DebitSpans } from '../service/messages'
import { seededRandom, type Random } from '../service/random'
import { SessionStore, SessionTable } from '../service/sessions'
import type { Store } from '../service/store'
import { HEBREW_CONTACT, HEBREW_TEXTS } from './hebrew'
import { HOSTILE_CONTACT, HOSTILE_TEXTS } from './hostile'
import { CONTACT_DRAWS, pickLocale, type Locale } from './texts'

const DAY_MS = 86_400_000
const SESSIONS = 4_000
const DAYS = 90
/** The transcripts that exercise paging: one very long conversation and one long non-Latin one. */
const LONG_SESSIONS: { messages: number; daysAgo: number; locale: Locale }[] = [
  { messages: 5_000, daysAgo: 4, locale: 'en' },
  { messages: 1_200, daysAgo: 11, locale: 'ja' },
]
const CONTACT_SHARE = 0.4
const REFUNDS = 12
const OPENING_TOP_UP_CREDITS = 100_000
/** What the owner buys every few weeks, in credits. */
const OWNER_TOP_UP_CREDITS = [50_000, 75_000, 100_000, 150_000] as const
const LOCKED_PRODUCT_SLUG = 'support-assistant'
/** How long ago the hostile conversation (hostile.ts) happened: a few days, so it is not the list's first row. */
const HOSTILE_DAYS_AGO = 3
/** How long ago the Hebrew conversation (hebrew.ts) happened: recent enough to be near the top of the list. */
const HEBREW_DAYS_AGO = 1

/** UTC hours of the day, weighted: quiet nights, busy working hours across Europe and the Americas. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 8, 10, 11, 11, 10, 10, 11, 12, 12, 11, 9, 8, 6, 5, 4, 3]

interface WeightedProduct {
  p: Product
  from: number
  weight: number
}

/** What each conversation will be, in columns (one object per plan would be 40,000 at 10×). */
class Plans {
  length = 0
  readonly start: Float64Array
  /** Index in the weighted products. */
  readonly product: Uint8Array
  readonly messages: Int32Array
  /** A generated language, or the locale of a written conversation ('he'). */
  readonly locale: string[] = []
  readonly agentFirst: Uint8Array

  constructor(capacity: number) {
    this.start = new Float64Array(capacity)
    this.product = new Uint8Array(capacity)
    this.messages = new Int32Array(capacity)
    this.agentFirst = new Uint8Array(capacity)
  }

  add(start: number, product: number, messages: number, locale: string, agentFirst: boolean): void {
    const i = this.length++
    this.start[i] = start
    this.product[i] = product
    this.messages[i] = messages
    this.locale[i] = locale
    this.agentFirst[i] = agentFirst ? 1 : 0
  }
}

interface Plan {
  start: number
  productId: string
  messages: number
  locale: string
  agentFirst: boolean
}

export function seedConversations(svc: ServiceCore): void {
  const { store } = svc
  // Content draws from its own stream so the other seeds' randomness stays put.
  const rng = seededRandom(svc.config.seed ^ 0xc0417e)
  const now = svc.now()
  const products: WeightedProduct[] = [...store.products.values()].map((p) => ({
    p,
    from: Date.parse(p.created_at),
    weight: productWeight(p),
  }))
  const oldest = [...products].sort((a, b) => a.from - b.from)[0]?.p
  const oldestAt = products.findIndex((c) => c.p === oldest)
  const main = [...products].sort((a, b) => b.weight - a.weight)[0]?.p
  const plans = new Plans(oldest ? SESSIONS * svc.config.size + LONG_SESSIONS.length : 0)

  if (oldest) {
    // The seed runs as of the start of a day (seedDay): its conversations fill the days before it,
    // the nearest busiest, rather than crowding the minutes before midnight.
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS
    const dayOf = (d: number) => dayStart - (d + 1) * DAY_MS
    const dayCumulative = cumulative(
      Array.from({ length: DAYS }, (_, d) => Math.exp(-d / 55) * (isWeekend(dayOf(d)) ? 0.55 : 1)),
    )
    const hourCumulative = cumulative(HOUR_WEIGHTS)
    for (let i = 0; i < SESSIONS * svc.config.size; i++) {
      const d = sample(rng, dayCumulative)
      const start = dayOf(d) + sample(rng, hourCumulative) * 3_600_000 + rng.int(0, 3_599_999)
      const product = pickProduct(rng, products, oldestAt, start)
      plans.add(start, product, messageCount(rng), pickLocale(rng), rng.chance(0.08))
    }
    const mainAt = products.findIndex((c) => c.p === main)
    for (const long of LONG_SESSIONS)
      if (mainAt >= 0) plans.add(now - long.daysAgo * DAY_MS, mainAt, long.messages, long.locale, false)
  }

  const written = main ? HOSTILE_TEXTS.length + HEBREW_TEXTS.length : 0
  const conversations = plans.length + (main ? 2 : 0)
  const table = new MessageTable(
    plans.messages.subarray(0, plans.length).reduce((n, m) => n + m, written),
    conversations,
  )
  const sessions = new SessionTable(table, conversations)
  store.messages = new MessageStore(table)
  const charges = new Charges(table.created.length)
  const tally = new DayTally(Math.floor(now / DAY_MS) - DAYS - 2, DAYS + 4, products.length)
  // Each conversation's debits in all, noted as it is written (MessageTable.debitSpans).
  const spans: DebitSpans = {
    cost: new Float64Array(conversations),
    first: new Float64Array(conversations).fill(Number.POSITIVE_INFINITY),
    last: new Float64Array(conversations).fill(Number.NEGATIVE_INFINITY),
  }
  // One plan object, filled for each conversation in turn.
  const plan: Plan = { start: 0, productId: '', messages: 0, locale: 'en', agentFirst: false }
  for (let i = 0; i < plans.length; i++) {
    plan.start = plans.start[i] ?? 0
    plan.productId = products[plans.product[i] ?? 0]?.p.id ?? ''
    plan.messages = plans.messages[i] ?? 0
    plan.locale = plans.locale[i] ?? 'en'
    plan.agentFirst = plans.agentFirst[i] === 1
    buildSession(sessions, rng, plan, now, charges, tally, spans)
  }
  if (main) {
    buildWrittenSession(svc.config.seed ^ 0x5ec7e57, sessions, main, now, charges, tally, spans, {
      daysAgo: HOSTILE_DAYS_AGO,
      locale: 'en',
      texts: HOSTILE_TEXTS,
      contact: HOSTILE_CONTACT,
    })
    buildWrittenSession(svc.config.seed ^ 0x4eb4e3, sessions, main, now, charges, tally, spans, {
      daysAgo: HEBREW_DAYS_AGO,
      locale: 'he',
      texts: HEBREW_TEXTS,
      contact: HEBREW_CONTACT,
    })
  }
  // Newest first, ties in the order they were built.
  const newestFirst = new Float64Array(sessions.length)
  for (let o = 0; o < newestFirst.length; o++) newestFirst[o] = -(sessions.start[o] ?? 0)
  sessions.order = chronological(newestFirst)
  store.sessions = new SessionStore(sessions)
  const daily = tally.figures(table.products.length)
  if (daily) table.presetDailyFigures(daily)
  table.presetDebitSpans(spans)

  writeLedger(store, table, rng, charges, now, REFUNDS * svc.config.size)
}

function productWeight(p: Product): number {
  if (p.status === 'draft') return 0.3
  const base = p.kind === 'chat_agent' ? 10 : 3
  return p.slug === LOCKED_PRODUCT_SLUG ? base * 2.5 : base
}

function isWeekend(ms: number): boolean {
  const day = new Date(ms).getUTCDay()
  return day === 0 || day === 6
}

function cumulative(weights: readonly number[]): number[] {
  let sum = 0
  return weights.map((w) => (sum += w))
}

/** An index drawn with the weights whose running sums are given. */
function sample(rng: Random, cum: readonly number[]): number {
  const x = rng.next() * (cum[cum.length - 1] ?? 0)
  let lo = 0
  let hi = cum.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((cum[mid] ?? 0) > x) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** The index of a product that existed at `t`, by weight; of the oldest product if none did yet. */
function pickProduct(rng: Random, products: readonly WeightedProduct[], oldest: number, t: number): number {
  let total = 0
  // Indexed loops: the seed's first run is cold code, where for…of is an iterator call per step.
  for (let i = 0; i < products.length; i++) {
    const c = products[i] as WeightedProduct
    if (c.from <= t) total += c.weight
  }
  let x = rng.next() * total
  for (let i = 0; i < products.length; i++) {
    const c = products[i] as WeightedProduct
    if (c.from > t) continue
    x -= c.weight
    if (x < 0) return i
  }
  return oldest
}

/** 2 to 40 messages, most conversations short: mean about 8.5. */
function messageCount(rng: Random): number {
  return Math.min(40, 2 + Math.floor(-Math.log(1 - rng.next()) * 6.5))
}

/**
 * Completed agent messages awaiting their debit, as columns: the message's row and when it
 * completed (the sort's key). Its cost is read from the table.
 */
class Charges {
  length = 0
  readonly rows: Int32Array
  readonly times: Float64Array

  constructor(capacity: number) {
    this.rows = new Int32Array(capacity)
    this.times = new Float64Array(capacity)
  }
}

/**
 * The message table's per-day figures (MessageTable.dailyFigures) summed as the seed writes each
 * row, while its figures are at hand: a few milliseconds at 10×, where the first /sessions/summary
 * spent 10–40 reading every row again. Days count from `origin`, products by the table's code
 * within `stride`; a row outside the days planned for leaves the sum to dailyFigures.
 */
class DayTally {
  private readonly sums: Float64Array
  private first = Number.POSITIVE_INFINITY
  private last = Number.NEGATIVE_INFINITY
  private outside = false

  constructor(
    private readonly origin: number,
    private readonly span: number,
    private readonly stride: number,
  ) {
    this.sums = new Float64Array(span * stride * MODEL_CODES * FIGURES)
  }

  /** A row counted at `t` (countedAt: an answer's completion, a visitor's message when sent). */
  add(t: number, product: number, model: number, input: number, output: number, cost: number): void {
    const day = Math.floor(t / DAY_MS) - this.origin
    if (day < 0 || day >= this.span || product >= this.stride) {
      this.outside = true
      return
    }
    if (day < this.first) this.first = day
    if (day > this.last) this.last = day
    const at = ((day * this.stride + product) * MODEL_CODES + model) * FIGURES
    const { sums } = this
    sums[at] = (sums[at] ?? 0) + 1
    sums[at + 1] = (sums[at + 1] ?? 0) + input
    sums[at + 2] = (sums[at + 2] ?? 0) + output
    sums[at + 3] = (sums[at + 3] ?? 0) + cost
  }

  /** The sums laid out as dailyFigures gives them, for a table of `products` codes; null if a row fell outside. */
  figures(products: number): DailyFigures | null {
    if (this.outside) return null
    if (this.first > this.last) return { firstDay: 0, days: 0, products, figures: new Float64Array(0) }
    const days = this.last - this.first + 1
    const block = MODEL_CODES * FIGURES
    const figures = new Float64Array(days * products * block)
    for (let d = 0; d < days; d++) {
      const from = (this.first + d) * this.stride * block
      figures.set(this.sums.subarray(from, from + products * block), d * products * block)
    }
    return { firstDay: this.origin + this.first, days, products, figures }
  }
}

// Offsets of each message's times from the start, and an answer's tokens, reused across sessions.
const MAX_MESSAGES = Math.max(40, ...LONG_SESSIONS.map((l) => l.messages))
const createdOffsets = new Float64Array(MAX_MESSAGES)
const completedOffsets = new Float64Array(MAX_MESSAGES)
const tokens = { input: 0, output: 0 }
/** The greeting's model code in the table (1 + index in MODELS). */
const MINI = MODELS.indexOf('atlas-2-mini') + 1

function buildSession(
  sessions: SessionTable,
  rng: Random,
  plan: Plan,
  now: number,
  charges: Charges,
  tally: DayTally,
  spans: DebitSpans,
): number {
  const table = sessions.messages
  // The first message is stamped exactly `started_at`, every later one strictly after.
  // Visitors sometimes pause for minutes; in the long transcripts they keep typing.
  const pauses = plan.messages <= 40
  let t = 0
  for (let k = 0; k < plan.messages; k++) {
    const agent = plan.agentFirst ? k % 2 === 0 : k % 2 === 1
    if (k > 0)
      t += agent
        ? rng.int(600, 2_500)
        : pauses && rng.chance(0.1)
          ? rng.int(300_000, 1_800_000)
          : rng.int(5_000, pauses ? 180_000 : 40_000)
    createdOffsets[k] = t
    if (agent) {
      t += k === 0 ? rng.int(300, 900) : rng.int(1_500, 14_000)
      completedOffsets[k] = t
    } else completedOffsets[k] = -1
  }
  // Nothing may lie in the future: a conversation that would end after now ends a little before.
  const start = Math.min(plan.start, now - t - rng.int(1_000, 600_000))

  // The id is drawn again from this state when asked for.
  const idState = rng.state()
  rng.skip(ID_DRAWS)
  const first = table.length
  table.length += plan.messages
  let input = 0
  let output = 0
  let cost = 0
  let agentTurn = 0
  let firstDone = Number.POSITIVE_INFINITY
  let lastDone = Number.NEGATIVE_INFINITY
  const productCode = table.productCode(plan.productId)
  const { created, completed, product, idState: idStates, input: inputs, output: outputs, model: models } = table
  const costs = table.cost
  for (let k = 0; k < plan.messages; k++) {
    const row = first + k
    created[row] = start + (createdOffsets[k] ?? 0)
    product[row] = productCode
    idStates[row] = rng.state()
    rng.skip(ID_DRAWS)
    const completedOffset = completedOffsets[k] ?? -1
    if (completedOffset < 0) {
      completed[row] = Number.NaN
      tally.add(created[row] ?? 0, productCode, 0, 0, 0, 0)
      continue
    }
    let model = MINI
    if (k === 0) {
      // The greeting.
      tokens.input = rng.int(300, 600)
      tokens.output = rng.int(15, 30)
    } else {
      agentTokens(rng, agentTurn++, tokens)
      model = MODELS.indexOf(chooseModel(rng, tokens.input)) + 1
    }
    const mc = modelCost(model, tokens.input, tokens.output)
    const at = start + completedOffset
    completed[row] = at
    // Completions only move on within a conversation.
    if (firstDone === Number.POSITIVE_INFINITY) firstDone = at
    lastDone = at
    inputs[row] = tokens.input
    outputs[row] = tokens.output
    costs[row] = mc
    models[row] = model
    input += tokens.input
    output += tokens.output
    cost += mc
    const c = charges.length++
    charges.rows[c] = row
    charges.times[c] = at
    tally.add(at, productCode, model, tokens.input, tokens.output, mc)
  }
  const o = table.addSession(idState, first, plan.messages)
  spans.cost[o] = cost
  spans.first[o] = firstDone
  spans.last[o] = lastDone
  // After an agent's greeting the visitor's opening line is not the first message,
  // which is how generated texts spot an opener: that row is marked to be read as one.
  if (plan.agentFirst && plan.messages > 1) table.openers.set(first + 1, plan.locale)
  sessions.start[o] = start
  sessions.longest = Math.max(sessions.longest, t)
  sessions.input[o] = input
  sessions.output[o] = output
  sessions.cost[o] = cost
  sessions.locale[o] = sessions.localeCode(plan.locale)
  // The contact is drawn again from this state when asked for.
  if (rng.chance(CONTACT_SHARE)) {
    sessions.contactState[o] = rng.state()
    rng.skip(CONTACT_DRAWS)
  }
  return o
}

interface WrittenConversation {
  daysAgo: number
  locale: string
  /** Visitor and agent alternate, the visitor first. */
  texts: readonly string[]
  contact: Contact
}

/**
 * A conversation whose texts are written out (hostile.ts, hebrew.ts), on the busiest product
 * (so the locked key sees it too). Each draws from a random stream of its own, so the other
 * conversations keep their ids and figures; its agent answers are debited like any other.
 */
function buildWrittenSession(
  streamSeed: number,
  sessions: SessionTable,
  product: Product,
  now: number,
  charges: Charges,
  tally: DayTally,
  spans: DebitSpans,
  written: WrittenConversation,
): void {
  const plan: Plan = {
    start: now - written.daysAgo * DAY_MS,
    productId: product.id,
    messages: written.texts.length,
    locale: written.locale,
    agentFirst: false,
  }
  const o = buildSession(sessions, seededRandom(streamSeed), plan, now, charges, tally, spans)
  const { first } = sessions.messages.rowsOf(o)
  written.texts.forEach((text, i) => sessions.messages.texts.set(first + i, text))
  sessions.contacts.set(o, written.contact)
}

/**
 * Indices of `times` in time order (ties by index): a counting sort into as many buckets as
 * there are times, then an insertion sort of each bucket's handful. Linear, where a comparison
 * sort of the 10× workspace's ~180,000 debits took tens of milliseconds.
 */
function chronological(times: Float64Array): Int32Array {
  const n = times.length
  const out = new Int32Array(n)
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < n; i++) {
    const t = times[i] ?? 0
    if (t < min) min = t
    if (t > max) max = t
  }
  if (n === 0) return out
  const scale = n / (max - min + 1)
  const bucketOf = new Int32Array(n)
  const start = new Int32Array(n + 1)
  for (let i = 0; i < n; i++) {
    const b = Math.floor(((times[i] ?? 0) - min) * scale)
    bucketOf[i] = b
    start[b + 1] = (start[b + 1] ?? 0) + 1
  }
  for (let b = 0; b < n; b++) start[b + 1] = (start[b + 1] ?? 0) + (start[b] ?? 0)
  const next = start.slice(0, n)
  for (let i = 0; i < n; i++) {
    const b = bucketOf[i] ?? 0
    out[next[b] ?? 0] = i
    next[b] = (next[b] ?? 0) + 1
  }
  for (let b = 0; b < n; b++) {
    const from = start[b] ?? 0
    const to = start[b + 1] ?? 0
    for (let k = from + 1; k < to; k++) {
      const i = out[k] ?? 0
      const t = times[i] ?? 0
      let j = k - 1
      for (; j >= from && (times[out[j] ?? 0] ?? 0) > t; j--) out[j + 1] = out[j] ?? 0
      out[j + 1] = i
    }
  }
  return out
}

const REFUND_REASONS = [
  'answer cut off by a timeout',
  'duplicate charge after a retry',
  'degraded model responses',
  'goodwill credit',
]

/**
 * The ledger in time order, as columns: an opening top-up, then every debit, a top-up by
 * the owner every three to four weeks (automatic ones whenever the balance runs low in
 * between, as chargeMessage writes them) and a few refunds of earlier debits.
 */
function writeLedger(
  store: Store,
  table: MessageTable,
  rng: Random,
  charges: Charges,
  now: number,
  refunds: number,
): void {
  const order = chronological(charges.times.subarray(0, charges.length))
  /** Per charge, its debit's place in the ledger once written. */
  const debitAt = new Int32Array(order.length).fill(-1)
  const firstMs = Math.min(charges.times[order[0] ?? -1] ?? now - DAY_MS, now) - rng.int(1, 3) * DAY_MS

  // Entries that are not debits, by time: refunds of earlier debits and the owner's top-ups.
  type Extra = { atMs: number; refundOf: number | null; amount: number; reason: number }
  const extras: Extra[] = []
  for (let i = 0, found = 0; i < refunds * 4 && found < refunds && order.length > 0; i++) {
    const of = rng.int(0, order.length - 1)
    const cost = table.cost[charges.rows[of] ?? -1] ?? 0
    const atMs = (charges.times[of] ?? 0) + rng.int(2 * 3_600_000, 72 * 3_600_000)
    if (cost < 2_000 || atMs > now - 60_000 || extras.some((r) => r.refundOf === of)) continue
    extras.push({
      atMs,
      refundOf: of,
      amount: rng.chance(0.6) ? cost : Math.floor(cost / 2),
      reason: rng.int(0, REFUND_REASONS.length - 1),
    })
    found++
  }
  for (let t = firstMs + rng.int(21, 28) * DAY_MS; t < now; t += rng.int(21, 28) * DAY_MS) {
    const atMs = t + rng.int(0, DAY_MS - 1)
    if (atMs < now) extras.push({ atMs, refundOf: null, amount: rng.pick(OWNER_TOP_UP_CREDITS), reason: 0 })
  }
  extras.sort((a, b) => a.atMs - b.atMs)

  const names = table.products.map((id) => store.products.get(id)?.name ?? '')
  const entries = new EntryTable(table, names, REFUND_REASONS, ENTRY_TEXTS, order.length + extras.length + 1_024)
  /** An entry id's draws: the id is made from the state before them when asked for. */
  const idState = () => {
    const state = rng.state()
    rng.skip(ID_DRAWS)
    return state
  }
  entries.append(EntryKind.TopUp, firstMs, OPENING_TOP_UP_CREDITS * CREDIT, idState())
  let x = 0
  const extrasUntil = (ms: number) => {
    for (let next = extras[x]; next && next.atMs <= ms; next = extras[++x]) {
      if (next.refundOf == null) {
        entries.append(EntryKind.TopUp, next.atMs, next.amount * CREDIT, idState())
        continue
      }
      const debit = debitAt[next.refundOf] ?? -1
      if (debit < 0) continue
      entries.append(EntryKind.Refund, next.atMs, next.amount, idState(), debit, next.reason)
    }
  }
  let balance = entries.balance[0] ?? 0
  const { rows, times } = charges
  const costs = table.cost
  let nextExtra = extras[0]?.atMs ?? Number.POSITIVE_INFINITY
  for (let k = 0; k < order.length; k++) {
    const i = order[k] ?? 0
    const atMs = times[i] ?? 0
    if (nextExtra <= atMs) {
      extrasUntil(atMs)
      balance = entries.balance[entries.length - 1] ?? 0
      nextExtra = extras[x]?.atMs ?? Number.POSITIVE_INFINITY
    }
    const row = rows[i] ?? -1
    const cost = costs[row] ?? 0
    if (balance - cost < LOW_BALANCE) {
      const credits = rng.pick(TOP_UP_CREDITS)
      balance = entries.balance[entries.append(EntryKind.AutomaticTopUp, atMs, credits * CREDIT, idState())] ?? 0
    }
    if (entries.length === entries.time.length) {
      // More automatic top-ups than the table was made for: append grows it.
      debitAt[i] = entries.append(EntryKind.Debit, atMs, -cost, idState(), row)
      balance -= cost
      continue
    }
    // A debit, as entries.append writes one, without a call per entry: 150,000 at 10×.
    const at = entries.length++
    entries.kind[at] = EntryKind.Debit
    entries.time[at] = atMs
    entries.amount[at] = -cost
    balance -= cost
    entries.balance[at] = balance
    entries.idState[at] = rng.state()
    rng.skip(ID_DRAWS)
    entries.ref[at] = row
    debitAt[i] = at
  }
  extrasUntil(Number.POSITIVE_INFINITY)
  store.ledger = new Ledger(entries)
  store.walletUpdatedAt = entries.time[entries.length - 1] ?? 0
}
