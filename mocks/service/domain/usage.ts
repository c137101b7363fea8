// Models, the cost rule and the usage summary of conversations (GET /sessions/summary).
import type { SessionSummary } from '../../../src/api/contract'
import type { Random } from '../random'
import type { SessionTable } from '../sessions'
import type { Store, StoredSession } from '../store'
import { FIGURES, iso, MODEL_CODES, MODELS, type Model } from './figures'

export { FIGURES, iso, MODEL_CODES, MODELS, type Model }

/** Millicredits per 1,000 tokens. */
export const MODEL_PRICES: Record<Model, { input: number; output: number }> = {
  'atlas-2': { input: 2_500, output: 10_000 },
  'atlas-2-mini': { input: 300, output: 1_200 },
  'atlas-2-long': { input: 5_000, output: 15_000 },
}

const isModel = (m: string): m is Model => (MODELS as readonly string[]).includes(m)

/**
 * The cost rule. An agent message costs
 *   ceil((input × price_in + output × price_out) / 1000)
 * millicredits, with the model's prices per 1,000 tokens: every operand is an
 * integer, so the only rounding is that one ceiling (a fraction of a millicredit
 * is charged as a whole one). Visitor messages carry no tokens and cost 0: the
 * visitor's text is billed as part of the input of the agent's answer that reads
 * it, so counting it on the visitor's message too would bill it twice.
 */
export function messageCost(model: string, tokens: { input: number; output: number }): number {
  return modelCost(isModel(model) ? MODELS.indexOf(model) + 1 : 1, tokens.input, tokens.output)
}

const PRICES_IN = Int32Array.from([0, ...MODELS.map((m) => MODEL_PRICES[m].input)])
const PRICES_OUT = Int32Array.from([0, ...MODELS.map((m) => MODEL_PRICES[m].output)])

/** messageCost by the message table's model code (1 + index in MODELS): the seed prices 180,000 answers at 10×. */
export function modelCost(code: number, input: number, output: number): number {
  return Math.ceil((input * (PRICES_IN[code] ?? 0) + output * (PRICES_OUT[code] ?? 0)) / 1000)
}

/**
 * Tokens of the agent's answer at a given turn: the input is the prompt, the
 * history so far (growing, capped) and sometimes a large knowledge-base excerpt.
 */
export function agentTokens(
  rng: Random,
  turn: number,
  /** Written and returned: the seed reuses one object for 180,000 answers at 10×. */
  into = { input: 0, output: 0 },
): { input: number; output: number } {
  let input = 900 + Math.min(turn, 20) * 180 + rng.int(0, 1_800)
  if (rng.chance(0.06)) input += rng.int(9_000, 22_000)
  into.input = input
  into.output = rng.int(40, 650)
  return into
}

/** The service's choice: long contexts go to the long model, simple turns often to the small one. */
export function chooseModel(rng: Random, inputTokens: number): Model {
  if (inputTokens > 10_000) return 'atlas-2-long'
  return rng.chance(0.3) ? 'atlas-2-mini' : 'atlas-2'
}

export interface UsageFilter {
  /** Normalised ISO times (`toISOString`), so they compare as strings. */
  from: string | null
  to: string | null
  /** Null: every product; a product id: that product only. */
  productId: string | null
}

interface Figures {
  conversations: number
  messages: number
  tokens: { input: number; output: number }
  cost: number
}
const zero = (): Figures => ({ conversations: 0, messages: 0, tokens: { input: 0, output: 0 }, cost: 0 })

const inPeriod = (t: string, f: UsageFilter) => (f.from == null || t >= f.from) && (f.to == null || t < f.to)

/**
 * When a message's figures count: an answer at `completed_at`, the time its debit is written,
 * so a day's cost here is that day's debits in the ledger, even for an answer that began the
 * day before (or before a tab closed and the demo resumed); a visitor's message at `created_at`.
 */
const countedAt = (m: { created_at: string; completed_at: string | null }): string => m.completed_at ?? m.created_at

/**
 * Days are UTC; conversations count by `started_at`, messages, tokens and cost
 * at the message's time (countedAt; docs/api.md). Every day of the period
 * that lies between the oldest conversation and now is listed, even when empty,
 * so charts need no gap filling.
 */
export function summarizeSessions(store: Store, filter: UsageFilter, now: string): SessionSummary {
  const total = zero()
  const perDay = new Map<string, Figures>()
  const perProduct = new Map<string, Figures>()
  const perModel = new Map<string, Omit<Figures, 'conversations'>>()
  const bucket = <V>(map: Map<string, V>, key: string, make: () => V): V => {
    let v = map.get(key)
    if (!v) map.set(key, (v = make()))
    return v
  }

  let latest = now
  // Conversations that happened after the seed, as objects; the seeded ones from the table, below.
  for (const s of store.sessions.later) {
    if (filter.productId != null && s.product_id !== filter.productId) continue
    if (s.last_message_at > latest) latest = s.last_message_at
    if (inPeriod(s.started_at, filter)) {
      total.conversations++
      bucket(perDay, s.started_at.slice(0, 10), zero).conversations++
      bucket(perProduct, s.product_id, zero).conversations++
    }
    if (!overlaps(s, filter)) continue
    // A session's messages mostly fall on one day: its bucket is looked up again only when the day changes.
    let product: Figures | null = null
    let dayKey = ''
    let day = total
    for (const m of store.messages.get(s.id) ?? []) {
      const at = countedAt(m)
      if (!inPeriod(at, filter)) continue
      if (!dayKey || !at.startsWith(dayKey)) day = bucket(perDay, (dayKey = at.slice(0, 10)), zero)
      product ??= bucket(perProduct, s.product_id, zero)
      add(total, m)
      add(day, m)
      add(product, m)
      if (m.model != null)
        add(
          bucket(perModel, m.model, () => ({ messages: 0, tokens: { input: 0, output: 0 }, cost: 0 })),
          m,
        )
    }
  }

  const table = store.messages.base
  const productCode = filter.productId == null ? -1 : table.products.indexOf(filter.productId)
  if (filter.productId == null || productCode >= 0) {
    const from = filter.from == null ? Number.NEGATIVE_INFINITY : Date.parse(filter.from)
    const to = filter.to == null ? Number.POSITIVE_INFINITY : Date.parse(filter.to)
    const seeded = table.conversations(from, to, productCode)
    if (seeded.latest > Number.NEGATIVE_INFINITY && iso(seeded.latest) > latest) latest = iso(seeded.latest)
    const { firstDay } = table.dailyFigures()
    const products = table.products.length
    seeded.counts.forEach((n, at) => {
      if (n === 0) return
      const code = at % products
      total.conversations += n
      bucket(perDay, iso((firstDay + (at - code) / products) * DAY_MS).slice(0, 10), zero).conversations += n
      bucket(perProduct, table.products[code] ?? '', zero).conversations += n
    })
  }

  if (store.sessions.base) addSeededMessages(store.sessions.base, filter, { total, perDay, perProduct, perModel })

  const oldest = store.sessions.at(store.sessions.length - 1)?.started_at ?? null
  const days = oldest == null ? [] : dayRange(filter.from, filter.to, oldest, latest)
  const byCost = <T extends { cost: number }>(a: [string, T], b: [string, T]) =>
    a[1].cost - b[1].cost || (a[0] < b[0] ? -1 : 1)
  return {
    from: filter.from,
    to: filter.to,
    product_id: filter.productId,
    ...total,
    per_day: days.map((date) => ({ date, ...(perDay.get(date) ?? zero()) })),
    // Biggest spenders first: that is what a cost breakdown is read for.
    per_product: [...perProduct].sort((a, b) => byCost(b, a)).map(([product_id, f]) => ({ product_id, ...f })),
    per_model: [...perModel].sort((a, b) => byCost(b, a)).map(([model, f]) => ({ model, ...f })),
  }
}

interface Buckets {
  total: Figures
  perDay: Map<string, Figures>
  perProduct: Map<string, Figures>
  perModel: Map<string, Omit<Figures, 'conversations'>>
}

/**
 * The seeded messages of the period: whole days from the table's daily figures, the
 * days the period starts or ends within row by row. Costs no more at ten times the seed.
 */
function addSeededMessages(sessions: SessionTable, filter: UsageFilter, b: Buckets): void {
  const table = sessions.messages
  const daily = table.dailyFigures()
  const onlyProduct = filter.productId == null ? -1 : table.products.indexOf(filter.productId)
  if (daily.days === 0 || (filter.productId != null && onlyProduct < 0)) return
  const from = filter.from == null ? Number.NEGATIVE_INFINITY : Date.parse(filter.from)
  const to = filter.to == null ? Number.POSITIVE_INFINITY : Date.parse(filter.to)
  const isWhole = (day: number) => day * DAY_MS >= from && (day + 1) * DAY_MS <= to
  // A day's key is written once per day, not per product and model: 1,000 dates fewer in a cold first answer.
  const add = (
    dayKey: string,
    product: number,
    model: number,
    n: number,
    input: number,
    output: number,
    cost: number,
  ) => {
    if (n === 0) return
    let d = b.perDay.get(dayKey)
    if (!d) b.perDay.set(dayKey, (d = zero()))
    const productId = table.products[product] ?? ''
    let p = b.perProduct.get(productId)
    if (!p) b.perProduct.set(productId, (p = zero()))
    for (const f of [b.total, d, p]) addFigures(f, n, input, output, cost)
    const modelName = model === 0 ? null : MODELS[model - 1]
    if (modelName == null) return
    let m = b.perModel.get(modelName)
    if (!m) b.perModel.set(modelName, (m = { messages: 0, tokens: { input: 0, output: 0 }, cost: 0 }))
    addFigures(m, n, input, output, cost)
  }

  const { figures, products } = daily
  const firstDay = Math.max(daily.firstDay, Number.isFinite(from) ? Math.floor(from / DAY_MS) : daily.firstDay)
  const lastDay = Math.min(
    daily.firstDay + daily.days - 1,
    Number.isFinite(to) ? Math.floor(to / DAY_MS) : daily.firstDay + daily.days,
  )
  const keyOf = (day: number) => iso(day * DAY_MS).slice(0, 10)
  for (let day = firstDay; day <= lastDay; day++) {
    if (!isWhole(day)) continue
    const dayKey = keyOf(day)
    for (let product = 0; product < products; product++) {
      if (onlyProduct >= 0 && product !== onlyProduct) continue
      for (let model = 0; model < MODEL_CODES; model++) {
        const at = (((day - daily.firstDay) * products + product) * MODEL_CODES + model) * FIGURES
        add(dayKey, product, model, figures[at] ?? 0, figures[at + 1] ?? 0, figures[at + 2] ?? 0, figures[at + 3] ?? 0)
      }
    }
  }
  // At most two days are cut by the period: their messages are read one by one.
  const cut = new Set<number>()
  if (Number.isFinite(from)) cut.add(Math.floor(from / DAY_MS))
  if (Number.isFinite(to)) cut.add(Math.floor(to / DAY_MS))
  for (const day of cut) {
    if (isWhole(day)) continue
    const dayKey = keyOf(day)
    for (const row of sessions.rowsCountedIn(Math.max(from, day * DAY_MS), Math.min(to, (day + 1) * DAY_MS))) {
      const product = table.product[row] ?? 0
      if (onlyProduct >= 0 && product !== onlyProduct) continue
      add(
        dayKey,
        product,
        table.model[row] ?? 0,
        1,
        table.input[row] ?? 0,
        table.output[row] ?? 0,
        table.cost[row] ?? 0,
      )
    }
  }
}

function addFigures(f: Omit<Figures, 'conversations'>, n: number, input: number, output: number, cost: number) {
  f.messages += n
  f.tokens.input += input
  f.tokens.output += output
  f.cost += cost
}

function add(f: Omit<Figures, 'conversations'>, m: { tokens: { input: number; output: number }; cost: number }) {
  f.messages++
  f.tokens.input += m.tokens.input
  f.tokens.output += m.tokens.output
  f.cost += m.cost
}

/**
 * Whether any message of the session can fall in the period: its messages count between its
 * start and its last change, which an answer's completion moves on (record in conversations.ts).
 */
function overlaps(s: StoredSession, f: UsageFilter): boolean {
  const last = s.updated_at > s.last_message_at ? s.updated_at : s.last_message_at
  return (f.to == null || s.started_at < f.to) && (f.from == null || last >= f.from)
}

const DAY_MS = 86_400_000

/**
 * The UTC days of [from, to) clipped to [dataStart, max(dataEnd)]: a period
 * reaching back to 1970 or far into the future lists only days that can hold data.
 */
export function dayRange(from: string | null, to: string | null, dataStart: string, dataEnd: string): string[] {
  const start = from != null && from > dataStart ? from : dataStart
  const lastInstant = to == null ? null : iso(Date.parse(to) - 1)
  const end = lastInstant != null && lastInstant < dataEnd ? lastInstant : dataEnd
  const days: string[] = []
  if (start > end) return days
  const last = Date.parse(end.slice(0, 10))
  for (let d = Date.parse(start.slice(0, 10)); d <= last; d += DAY_MS) days.push(iso(d).slice(0, 10))
  return days
}

/** `from`/`to` as `toISOString` writes them, so they compare with stored times as strings. */
export function normalisePeriod(q: { from?: string | undefined; to?: string | undefined }): {
  from: string | null
  to: string | null
} {
  const one = (v: string | undefined) => (v == null ? null : iso(Date.parse(v)))
  return { from: one(q.from), to: one(q.to) }
}
