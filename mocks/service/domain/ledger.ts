// The wallet's ledger: appending entries (so every balance_after chains), charging
// agent messages, filtering entries and the period summary of GET /wallet/summary.
import { LARGEST_SESSIONS, type WalletEntry, type WalletSummary, type EntryType } from '../../../src/api/contract'
import { DAY_FIGURES, EntryKind, type EntryTable, type EntryTexts, type Ledger } from '../entries'
import type { Store } from '../store'
import { dayRange, iso } from './usage'

const DAY_MS = 86_400_000

export const CREDIT = 1_000
/** Below this balance (in millicredits) a debit first triggers an automatic top-up. */
export const LOW_BALANCE = 20_000 * CREDIT
export const TOP_UP_CREDITS = [50_000, 75_000, 100_000, 150_000, 200_000] as const

export const balanceOf = (store: Store): number => store.ledger.balanceAfter(store.ledger.length - 1)

/** `1234567` → `1,234,567`; Intl would be far slower over the seed's twenty thousand entries. */
export function groupThousands(n: number): string {
  // Token counts and credits are mostly below a million: one comma, no array to join.
  if (Number.isInteger(n) && n >= 0 && n < 1_000_000) {
    if (n < 1_000) return String(n)
    const low = n % 1_000
    return `${(n - low) / 1_000},${low < 10 ? '00' : low < 100 ? '0' : ''}${low}`
  }
  const digits = String(Math.abs(Math.trunc(n)))
  const parts: string[] = []
  const head = digits.length % 3 || 3
  parts.push(digits.slice(0, head))
  for (let i = head; i < digits.length; i += 3) parts.push(digits.slice(i, i + 3))
  return (n < 0 ? '-' : '') + parts.join(',')
}

/**
 * The one way entries enter the ledger: it sets `balance_after` to the previous
 * one plus the amount (whatever the caller put there), so the balance is always
 * the sum of the entries. Entries arrive in time order: callers never write an
 * entry older than the last one.
 */
export function appendEntry(store: Store, entry: WalletEntry, atMs: number): WalletEntry {
  entry.balance_after = balanceOf(store) + entry.amount
  store.ledger.push(entry)
  store.walletUpdatedAt = atMs
  return entry
}

export const topUpDescription = (credits: number, automatic: boolean) =>
  automatic
    ? `Automatic top-up · ${groupThousands(credits)} credits · balance below ${groupThousands(LOW_BALANCE / CREDIT)}`
    : `Top-up · ${groupThousands(credits)} credits · card ending 4242`

/** Joined, not concatenated: one flat string per entry instead of a chain of pieces. */
export const debitDescription = (productName: string, model: string, tokens: { input: number; output: number }) =>
  [productName, model, `${groupThousands(tokens.input + tokens.output)} tokens`].join(' · ')

/** How the seed's columns (see ../entries) write the descriptions of the entries they make. */
export const ENTRY_TEXTS: EntryTexts = {
  topUp: (amount, automatic) => topUpDescription(amount / CREDIT, automatic),
  debit: debitDescription,
  refund: (debitId, reason) => `Refund of ${debitId} · ${reason}`,
}

export interface Charge {
  productId: string
  productName: string
  sessionId: string
  messageId: string
  model: string
  tokens: { input: number; output: number }
  cost: number
  /** The message's `completed_at`. */
  at: string
  atMs: number
}

/**
 * Writes the debit of one completed agent message, preceded by an automatic
 * top-up when the balance would fall below LOW_BALANCE (the workspace's
 * auto-recharge keeps the demo from running dry). Without `topUpCredits` there
 * is no top-up: the demo's drain spends the balance to zero on purpose.
 * Returns the entries written.
 */
export function chargeMessage(
  store: Store,
  newEntryId: () => string,
  c: Charge,
  topUpCredits: (() => number) | null,
): WalletEntry[] {
  const written: WalletEntry[] = []
  if (topUpCredits && balanceOf(store) - c.cost < LOW_BALANCE) {
    const credits = topUpCredits()
    const topUp: WalletEntry = {
      id: newEntryId(),
      type: 'top_up',
      amount: credits * CREDIT,
      balance_after: 0,
      description: topUpDescription(credits, true),
      created_at: c.at,
    }
    written.push(appendEntry(store, topUp, c.atMs))
  }
  const debit: WalletEntry = {
    id: newEntryId(),
    type: 'debit',
    amount: -c.cost,
    balance_after: 0,
    description: debitDescription(c.productName, c.model, c.tokens),
    created_at: c.at,
    product_id: c.productId,
    session_id: c.sessionId,
    message_id: c.messageId,
  }
  written.push(appendEntry(store, debit, c.atMs))
  return written
}

export interface EntryFilter {
  types: readonly EntryType[] | null
  /** Normalised ISO times. */
  from: string | null
  to: string | null
  productId: string | null
  sessionId: string | null
  minAmount: number | null
  maxAmount: number | null
}

/**
 * Whether the ledger's entry at `i` passes the filter, read from its columns. Product and
 * session filters match through the debit it traces to (itself, or the debit a refund gives
 * back), so a refund shows up next to the charge it gives back and a product's totals net out
 * its refunds.
 */
export function entryMatchesAt(ledger: Ledger, i: number, f: EntryFilter, from: number, to: number): boolean {
  if (f.types && !f.types.includes(ledger.type(i))) return false
  const t = ledger.time(i)
  if (t < from || t >= to) return false
  const amount = ledger.amount(i)
  if (f.minAmount != null && amount < f.minAmount) return false
  if (f.maxAmount != null && amount > f.maxAmount) return false
  if (f.productId != null || f.sessionId != null) {
    const d = ledger.traced(i)
    if (!d) return false
    if (f.productId != null && d.product !== f.productId) return false
    if (f.sessionId != null && d.session !== f.sessionId) return false
  }
  return true
}

/** The debit an entry traces to (entryMatchesAt's rule), as an object. */
export function tracedDebit(store: Store, e: WalletEntry): Extract<WalletEntry, { type: 'debit' }> | null {
  if (e.type === 'debit') return e
  if (e.type === 'refund') {
    const d = store.ledger.get(e.refund_of)
    return d?.type === 'debit' ? d : null
  }
  return null
}

/** A period's bounds as clock times: no bound is the whole line. */
export const periodBounds = (f: { from: string | null; to: string | null }): { from: number; to: number } => ({
  from: f.from == null ? Number.NEGATIVE_INFINITY : Date.parse(f.from),
  to: f.to == null ? Number.POSITIVE_INFINITY : Date.parse(f.to),
})

/** Places in the ledger, newest first: `place(k)` is the k-th; `indexOf` the reverse, or -1. */
export interface Places {
  length: number
  place(k: number): number
  indexOf(place: number): number
}

/** Places of the entries that pass the filter, newest first. */
export function matchingEntries(ledger: Ledger, f: EntryFilter): Places {
  const { from, to } = periodBounds(f)
  // The ledger is in time order: the period is one run of it.
  const start = lowerBound(ledger, from)
  const end = lowerBound(ledger, to)
  // Where only the period filters, that run is the answer: nothing is walked, so the ledger's
  // first page costs the same at any size (the whole ledger at 10× is 180,000 entries).
  if (f.types == null && f.minAmount == null && f.maxAmount == null && f.productId == null && f.sessionId == null)
    return {
      length: Math.max(0, end - start),
      place: (k) => end - 1 - k,
      indexOf: (place) => (place >= start && place < end ? end - 1 - place : -1),
    }
  return placesOf(filteredEntries(ledger, f, start, end, from, to))
}

function filteredEntries(ledger: Ledger, f: EntryFilter, start: number, end: number, from: number, to: number) {
  const out = new Int32Array(Math.max(0, end - start))
  let n = 0
  const base = ledger.base
  if (f.sessionId != null && base) {
    // A conversation's entries are a few dozen of the ledger's: the seeded ones are found
    // from its message rows, the later ones by reading what was written since the seed.
    const rows = base.messages.range(f.sessionId)
    const places = rows ? base.tracingTo(rows.first, rows.count) : []
    for (let i = Math.max(start, ledger.seeded); i < end; i++) places.push(i)
    places.sort((a, b) => b - a)
    for (const i of places) if (i >= start && i < end && entryMatchesAt(ledger, i, f, from, to)) out[n++] = i
    return out.subarray(0, n)
  }
  for (let i = end - 1; i >= start; i--) if (entryMatchesAt(ledger, i, f, from, to)) out[n++] = i
  return out.subarray(0, n)
}

/** Falling places as Places. */
function placesOf(places: Int32Array): Places {
  return {
    length: places.length,
    place: (k) => places[k] ?? -1,
    indexOf(place) {
      if (place < 0) return -1
      let lo = 0
      let hi = places.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if ((places[mid] ?? -1) > place) lo = mid + 1
        else hi = mid
      }
      return places[lo] === place ? lo : -1
    },
  }
}

/** Index of the first entry at `t` or later (the ledger is in time order). */
function lowerBound(ledger: Ledger, t: number): number {
  let lo = 0
  let hi = ledger.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (ledger.time(mid) < t) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The first `k` of `items` in `compare`'s order, as sorting them all and slicing would give:
 * a period can hold tens of thousands of conversations and the summary shows ten.
 */
function smallest<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = []
  for (const item of items) {
    const last = kept[kept.length - 1]
    if (kept.length >= k && last !== undefined && compare(item, last) >= 0) continue
    let at = kept.length
    while (at > 0 && compare(item, kept[at - 1] as T) < 0) at--
    kept.splice(at, 0, item)
    if (kept.length > k) kept.pop()
  }
  return kept
}

type Figures = { top_up: number; debit: number; refund: number }
type Spend = { debit: number; refund: number }

/** A period's totals, per day and per product, added entry by entry or a whole day at a time. */
class PeriodFigures {
  readonly totals: Figures = { top_up: 0, debit: 0, refund: 0 }
  readonly perDay = new Map<number, Figures>()
  readonly perProduct = new Map<string, Spend & { product_id: string }>()
  entryCount = 0
  private lastDay = Number.NaN
  private day: Figures = this.totals

  /** `count` entries of day `dayNumber` (days since the epoch) tracing to `product`, summing to these figures. */
  add(dayNumber: number, product: string | null, count: number, top_up: number, debit: number, refund: number): void {
    if (count === 0) return
    this.entryCount += count
    this.totals.top_up += top_up
    this.totals.debit += debit
    this.totals.refund += refund
    if (dayNumber !== this.lastDay) {
      this.lastDay = dayNumber
      let found = this.perDay.get(dayNumber)
      if (!found) this.perDay.set(dayNumber, (found = { top_up: 0, debit: 0, refund: 0 }))
      this.day = found
    }
    this.day.top_up += top_up
    this.day.debit += debit
    this.day.refund += refund
    if (product == null) return
    let p = this.perProduct.get(product)
    if (!p) this.perProduct.set(product, (p = { product_id: product, debit: 0, refund: 0 }))
    p.debit += debit
    p.refund += refund
  }

  entry(dayNumber: number, product: string | null, type: EntryType, amount: number): void {
    this.add(
      dayNumber,
      type === 'top_up' ? null : product,
      1,
      type === 'top_up' ? amount : 0,
      type === 'debit' ? amount : 0,
      type === 'refund' ? amount : 0,
    )
  }
}

/**
 * The seeded entries `start` to `end - 1` into `out`: whole days from the per-day figures,
 * entry by entry only on the period's first and last day.
 */
function addSeededEntries(out: PeriodFigures, base: EntryTable, start: number, end: number, productId: string | null) {
  const { messages } = base
  const walk = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const row = base.tracedRow(i)
      const product = row < 0 ? null : (messages.products[messages.product[row] ?? 0] ?? '')
      if (productId != null && product !== productId) continue
      const kind = base.kind[i] ?? EntryKind.TopUp
      const type = kind === EntryKind.Debit ? 'debit' : kind === EntryKind.Refund ? 'refund' : 'top_up'
      out.entry(Math.floor((base.time[i] ?? 0) / DAY_MS), product, type, base.amount[i] ?? 0)
    }
  }
  const days = base.entryDays()
  const dayOf = (i: number) => Math.floor((base.time[i] ?? 0) / DAY_MS) - days.firstDay
  const first = dayOf(start)
  const last = dayOf(end - 1)
  if (first === last) return walk(start, end)
  walk(start, days.start[first + 1] ?? end)
  for (let d = first + 1; d < last; d++)
    for (let slot = 0; slot < days.slots; slot++) {
      const product = slot < days.slots - 1 ? (messages.products[slot] ?? '') : null
      if (productId != null && product !== productId) continue
      const at = (d * days.slots + slot) * DAY_FIGURES
      const f = days.figures
      out.add(d + days.firstDay, product, f[at] ?? 0, f[at + 1] ?? 0, f[at + 2] ?? 0, f[at + 3] ?? 0)
    }
  walk(days.start[last] ?? end, end)
}

/**
 * Opening balance = balance after the last entry before `from` (0 before the
 * first), closing = opening + the period's totals, which equals the balance after
 * the last entry before `to`. With a product: only its debits and their refunds,
 * and no balances (they exist only for the whole workspace).
 */
export function summarizeWallet(
  store: Store,
  f: { from: string | null; to: string | null; productId: string | null },
  now: string,
): WalletSummary {
  const { ledger } = store
  // Read once: read in the loops below, the check of the filter's shape failed on every call (node
  // --trace-deopt), and they ran unoptimised each time.
  const { productId } = f
  const bounds = periodBounds(f)
  const start = lowerBound(ledger, bounds.from)
  const end = lowerBound(ledger, bounds.to)
  const figures = new PeriodFigures()
  const base = ledger.base
  const table = base?.messages ?? null
  const seeded = ledger.seeded
  // Spend per seeded conversation in columns by its place in the seed (a 10× period holds
  // tens of thousands); conversations that happened later in a map.
  const seededSessions = table?.sessions ?? 0
  const sessionDebit = new Float64Array(seededSessions)
  const sessionRefund = new Float64Array(seededSessions)
  const sessionSeen = new Uint8Array(seededSessions)
  type SessionSpend = Spend & { session_id: string; product_id: string }
  const laterSessions = new Map<string, SessionSpend>()

  if (base && table && start < Math.min(end, seeded)) {
    const seededEnd = Math.min(end, seeded)
    addSeededEntries(figures, base, start, seededEnd, productId)
    // A conversation's debits are its agent answers: whole when all completed in the period.
    const spans = table.debitSpans()
    for (let o = 0; o < seededSessions; o++) {
      const first = spans.first[o] ?? Number.POSITIVE_INFINITY
      const last = spans.last[o] ?? Number.NEGATIVE_INFINITY
      if (last < bounds.from || first >= bounds.to || first === Number.POSITIVE_INFINITY) continue
      if (productId != null && table.products[table.productOf(o)] !== productId) continue
      sessionSeen[o] = 1
      if (first >= bounds.from && last < bounds.to) sessionDebit[o] = -(spans.cost[o] ?? 0)
      else {
        const { first: row0, count } = table.rowsOf(o)
        let debit = 0
        for (let row = row0; row < row0 + count; row++) {
          const done = table.completed[row] ?? Number.NaN
          if (done >= bounds.from && done < bounds.to) debit -= table.cost[row] ?? 0
        }
        sessionDebit[o] = debit
      }
    }
    // Refunds are few: each puts its conversation in, at a debit of 0 if nothing else did.
    for (const i of base.refundsIn(start, seededEnd)) {
      const row = base.tracedRow(i)
      if (productId != null && table.products[table.product[row] ?? 0] !== productId) continue
      const o = table.ordinalAt(row)
      sessionSeen[o] = 1
      sessionRefund[o] = (sessionRefund[o] ?? 0) + (base.amount[i] ?? 0)
    }
  }
  for (let i = Math.max(start, seeded); i < end; i++) {
    // A product's summary counts its debits and their refunds (entryMatchesAt's product rule).
    const traced = ledger.traced(i)
    if (productId != null && traced?.product !== productId) continue
    const type = ledger.type(i)
    const amount = ledger.amount(i)
    figures.entry(Math.floor(ledger.time(i) / DAY_MS), traced?.product ?? null, type, amount)
    if (!traced || type === 'top_up') continue
    const o = table?.ordinalOf(traced.session) ?? -1
    if (o >= 0) {
      sessionSeen[o] = 1
      const spend = type === 'debit' ? sessionDebit : sessionRefund
      spend[o] = (spend[o] ?? 0) + amount
      continue
    }
    let s = laterSessions.get(traced.session)
    if (!s)
      laterSessions.set(
        traced.session,
        (s = { session_id: traced.session, product_id: traced.product, debit: 0, refund: 0 }),
      )
    s[type] += amount
  }

  // Most spent (net of refunds, so the most negative) first; ties by id so the order is stable.
  const per_product = [...figures.perProduct.values()].sort(
    (a, b) => a.debit + a.refund - b.debit - b.refund || a.product_id.localeCompare(b.product_id),
  )
  const bySpend = (a: { debit: number; session_id: string }, b: { debit: number; session_id: string }) =>
    a.debit - b.debit || a.session_id.localeCompare(b.session_id)
  // The seeded conversations' candidates: no more than the list holds can be ahead of any one of them.
  const candidates = [...laterSessions.values()].map(({ session_id, debit }) => ({ session_id, debit, o: -1 }))
  if (table)
    for (const o of smallestPlaces(sessionDebit, sessionSeen, LARGEST_SESSIONS))
      candidates.push({ session_id: table.sessionIdOf(o), debit: sessionDebit[o] ?? 0, o })
  const largest_sessions = smallest(candidates, LARGEST_SESSIONS, bySpend).map(({ session_id, o }) => {
    const later = laterSessions.get(session_id)
    if (later) return later
    return {
      session_id,
      product_id: table?.products[table.productOf(o)] ?? '',
      debit: sessionDebit[o] ?? 0,
      refund: sessionRefund[o] ?? 0,
    }
  })
  const { totals } = figures
  const perDay = new Map<string, Figures>()
  for (const [d, x] of figures.perDay) perDay.set(iso(d * DAY_MS).slice(0, 10), x)
  const first = ledger.length > 0 ? iso(ledger.time(0)) : null
  const last = ledger.length > 0 ? iso(ledger.time(ledger.length - 1)) : null
  const days = first == null || last == null ? [] : dayRange(f.from, f.to, first, last > now ? last : now)
  const opening = productId != null ? null : start > 0 ? ledger.balanceAfter(start - 1) : 0
  return {
    from: f.from,
    to: f.to,
    product_id: productId,
    opening_balance: opening,
    closing_balance: opening == null ? null : opening + totals.top_up + totals.debit + totals.refund,
    totals,
    entry_count: figures.entryCount,
    per_day: days.map((date) => ({ date, ...(perDay.get(date) ?? { top_up: 0, debit: 0, refund: 0 }) })),
    per_product,
    largest_sessions,
  }
}

/**
 * Places of the `k` smallest values among those marked seen, and every place tied with the
 * k-th (ties are broken by id, which the caller compares).
 */
function smallestPlaces(values: Float64Array, seen: Uint8Array, k: number): number[] {
  // The k smallest values, ascending: one pass finds the bound, a second the places within it.
  const least: number[] = []
  for (let o = 0; o < values.length; o++) {
    if (!seen[o]) continue
    const v = values[o] ?? 0
    if (least.length >= k && v > (least[least.length - 1] ?? 0)) continue
    let at = least.length
    while (at > 0 && v < (least[at - 1] ?? 0)) at--
    least.splice(at, 0, v)
    if (least.length > k) least.pop()
  }
  const bound = least.length < k ? Number.POSITIVE_INFINITY : (least[least.length - 1] ?? 0)
  const places: number[] = []
  for (let o = 0; o < values.length; o++) if (seen[o] && (values[o] ?? 0) <= bound) places.push(o)
  return places
}
