// The wallet's ledger: the seeded entries as columns (time, amount, running balance, kind,
// what a debit charged or a refund gives back) with objects made only for the entries an
// answer returns; entries written later sit as plain objects on top. Seeded entries never
// change, so nothing made from the columns has to be kept.
import type { WalletEntry } from '../../src/api/contract'
import { partitionPoint } from './bisect'
import { FIGURES, iso, MODEL_CODES } from './domain/figures'
import { idFromState, type MessageTable } from './messages'

export const EntryKind = { TopUp: 0, AutomaticTopUp: 1, Debit: 2, Refund: 3 } as const
export type EntryKind = (typeof EntryKind)[keyof typeof EntryKind]

/** How a seeded entry's description is written; kept apart so the columns need no strings per entry. */
export interface EntryTexts {
  topUp(amount: number, automatic: boolean): string
  debit(productName: string, model: string, tokens: { input: number; output: number }): string
  refund(debitId: string, reason: string): string
}

const TYPES = ['top_up', 'top_up', 'debit', 'refund'] as const
const DAY_MS = 86_400_000
/** Per day and product slot: entries, then the sums of top-ups, debits and refunds. */
export const DAY_FIGURES = 4

/**
 * `figures[(day × slots + slot) × DAY_FIGURES + figure]`, days counted from `firstDay`; a slot is
 * the message table's product code of the debit an entry traces to, the last slot entries that
 * trace to none (top-ups). `start[d]`: the first entry of day `d` (`start[days]` = the count).
 */
export interface EntryDays {
  firstDay: number
  days: number
  slots: number
  start: Int32Array
  figures: Float64Array
}

/** The seeded entries, oldest first. */
export class EntryTable {
  time = new Float64Array(0)
  amount = new Float64Array(0)
  balance = new Float64Array(0)
  kind = new Uint8Array(0)
  /** State of the random stream before the id's draws: the id is drawn again when asked for. */
  idState = new Uint32Array(0)
  /** A debit: its message's row in `messages`; a refund: the refunded debit's place here. */
  ref = new Int32Array(0)
  /** A refund: index of its reason in `reasons`. */
  reason = new Uint8Array(0)
  length = 0
  /**
   * Places of the entries that are not debits, oldest first: top-ups and refunds, a few thousand
   * of the 180,000 entries at 10×. append notes them; the seed writes most debits directly.
   */
  private readonly others: number[] = []

  constructor(
    readonly messages: MessageTable,
    /** Product names by the message table's product code, as they were when the seed charged them. */
    readonly productNames: readonly string[],
    readonly reasons: readonly string[],
    private readonly texts: EntryTexts,
    capacity = 0,
  ) {
    this.grow(capacity)
  }

  private grow(capacity: number): void {
    const widen = <A extends Float64Array | Uint8Array | Uint32Array | Int32Array>(a: A, make: (n: number) => A): A => {
      const b = make(capacity)
      b.set(a.subarray(0, this.length))
      return b
    }
    this.time = widen(this.time, (n) => new Float64Array(n))
    this.amount = widen(this.amount, (n) => new Float64Array(n))
    this.balance = widen(this.balance, (n) => new Float64Array(n))
    this.kind = widen(this.kind, (n) => new Uint8Array(n))
    this.idState = widen(this.idState, (n) => new Uint32Array(n))
    this.ref = widen(this.ref, (n) => new Int32Array(n))
    this.reason = widen(this.reason, (n) => new Uint8Array(n))
  }

  /** Appends an entry, its balance the previous one's plus `amount`; returns its place. */
  append(kind: EntryKind, time: number, amount: number, idState: number, ref = -1, reason = 0): number {
    if (this.length === this.time.length) this.grow(Math.max(1_024, this.length * 2))
    const i = this.length++
    this.kind[i] = kind
    this.time[i] = time
    this.amount[i] = amount
    this.balance[i] = (i > 0 ? (this.balance[i - 1] ?? 0) : 0) + amount
    this.idState[i] = idState
    this.ref[i] = ref
    this.reason[i] = reason
    if (kind !== EntryKind.Debit) this.others.push(i)
    return i
  }

  id(i: number): string {
    return idFromState('entry', this.idState[i] ?? 0)
  }

  private days: EntryDays | null = null

  /**
   * Per UTC day, where its entries start and what they add up to per product (worked out once, on
   * first use): a period's summary reads whole days from here and walks only its first and last.
   * Without a walk over every entry: a day starts where a bisection of the times says, a debit is
   * an answer's cost at its completion, which the message table's per-day figures already sum per
   * product, and only the few other entries are read one by one.
   */
  entryDays(): EntryDays {
    if (this.days) return this.days
    const n = this.length
    const firstDay = n > 0 ? Math.floor((this.time[0] ?? 0) / DAY_MS) : 0
    const days = n > 0 ? Math.floor((this.time[n - 1] ?? 0) / DAY_MS) - firstDay + 1 : 0
    const slots = this.messages.products.length + 1
    const start = new Int32Array(days + 1)
    for (let d = 0; d <= days; d++) start[d] = partitionPoint(n, (i) => (this.time[i] ?? 0) < (firstDay + d) * DAY_MS)
    const figures = new Float64Array(days * slots * DAY_FIGURES)
    const daily = this.messages.dailyFigures()
    for (let d = 0; d < days; d++) {
      // A day the table has no figures for reads as none (undefined, then 0).
      const day = firstDay + d - daily.firstDay
      for (let product = 0; product < daily.products; product++) {
        let count = 0
        let cost = 0
        // Model code 0 is a visitor's message, which no debit charges.
        for (let model = 1; model < MODEL_CODES; model++) {
          const from = ((day * daily.products + product) * MODEL_CODES + model) * FIGURES
          count += daily.figures[from] ?? 0
          cost += daily.figures[from + 3] ?? 0
        }
        if (count === 0) continue
        const at = (d * slots + product) * DAY_FIGURES
        figures[at] = count
        figures[at + 2] = -cost
      }
    }
    for (const i of this.others) {
      const d = Math.floor((this.time[i] ?? 0) / DAY_MS) - firstDay
      const row = this.tracedRow(i)
      const at = (d * slots + (row < 0 ? slots - 1 : (this.messages.product[row] ?? 0))) * DAY_FIGURES
      const figure = at + (this.kind[i] === EntryKind.Refund ? 3 : 1)
      figures[at] = (figures[at] ?? 0) + 1
      figures[figure] = (figures[figure] ?? 0) + (this.amount[i] ?? 0)
    }
    this.days = { firstDay, days, slots, start, figures }
    return this.days
  }

  private debitOfRow: Int32Array | null = null

  /**
   * The seeded entries that trace to a message row in [first, first + count): its debits and
   * their refunds, in no order. Found through a row → debit map made on first use.
   */
  tracingTo(first: number, count: number): number[] {
    if (!this.debitOfRow) {
      const ofRow = new Int32Array(this.messages.length).fill(-1)
      for (let i = 0; i < this.length; i++) if (this.kind[i] === EntryKind.Debit) ofRow[this.ref[i] ?? -1] = i
      this.debitOfRow = ofRow
    }
    const out: number[] = []
    for (let row = first; row < first + count; row++) {
      const i = this.debitOfRow[row] ?? -1
      if (i >= 0) out.push(i)
    }
    for (const i of this.refundsIn(0, this.length)) {
      const row = this.tracedRow(i)
      if (row >= first && row < first + count) out.push(i)
    }
    return out
  }

  private refunds: Int32Array | null = null

  /** Places of the refunds in [start, end), oldest first: a few dozen of the 180,000 entries at 10×. */
  refundsIn(start: number, end: number): Int32Array {
    this.refunds ??= Int32Array.from(this.others.filter((i) => this.kind[i] === EntryKind.Refund))
    const { refunds } = this
    const at = (place: number) => partitionPoint(refunds.length, (k) => (refunds[k] ?? 0) < place)
    return refunds.subarray(at(start), at(end))
  }

  /** The message row of the debit entry `i` traces to (itself, or the debit a refund gives back); -1 for a top-up. */
  tracedRow(i: number): number {
    const kind = this.kind[i]
    if (kind === EntryKind.Debit) return this.ref[i] ?? -1
    if (kind === EntryKind.Refund) return this.ref[this.ref[i] ?? -1] ?? -1
    return -1
  }

  entry(i: number): WalletEntry {
    const kind = this.kind[i] ?? EntryKind.TopUp
    const id = this.id(i)
    const amount = this.amount[i] ?? 0
    const balance_after = this.balance[i] ?? 0
    const created_at = iso(this.time[i] ?? 0)
    if (kind === EntryKind.Debit) {
      const row = this.ref[i] ?? -1
      const m = this.messages
      const tokens = { input: m.input[row] ?? 0, output: m.output[row] ?? 0 }
      const code = m.product[row] ?? 0
      const description = this.texts.debit(this.productNames[code] ?? '', m.modelOf(row) ?? '', tokens)
      return {
        id,
        type: 'debit',
        amount,
        balance_after,
        description,
        created_at,
        product_id: m.products[code] ?? '',
        session_id: m.sessionAt(row) ?? '',
        message_id: m.messageId(row),
      }
    }
    if (kind === EntryKind.Refund) {
      const refund_of = this.id(this.ref[i] ?? -1)
      const description = this.texts.refund(refund_of, this.reasons[this.reason[i] ?? 0] ?? '')
      return { id, type: 'refund', amount, balance_after, description, created_at, refund_of }
    }
    const description = this.texts.topUp(amount, kind === EntryKind.AutomaticTopUp)
    return { id, type: 'top_up', amount, balance_after, description, created_at }
  }
}

/**
 * `store.ledger`: every entry oldest first, the seeded ones from the columns and later ones
 * as objects. Aggregates read `time`, `amount`, `balanceAfter`, `type` and the traced
 * product and session by place, so walking the ledger makes no objects.
 */
export class Ledger implements Iterable<WalletEntry> {
  private readonly added: WalletEntry[]
  private readonly addedTimes: number[]
  private byId: Map<string, number> | null = null
  /** Entries from here on are in `byId`. */
  private indexedFrom: number

  constructor(
    readonly base: EntryTable | null = null,
    added: readonly WalletEntry[] = [],
  ) {
    this.added = [...added]
    this.addedTimes = this.added.map((e) => Date.parse(e.created_at))
    this.indexedFrom = this.length
  }

  get length(): number {
    return (this.base?.length ?? 0) + this.added.length
  }

  get seeded(): number {
    return this.base?.length ?? 0
  }

  /** Entries written since the seed, oldest first. */
  get written(): readonly WalletEntry[] {
    return this.added
  }

  /** Appends an entry as it is; `appendEntry` sets its balance first. */
  push(e: WalletEntry): void {
    this.added.push(e)
    this.addedTimes.push(Date.parse(e.created_at))
    if (this.byId) this.byId.set(e.id, this.length - 1)
    else this.indexedFrom = this.length
  }

  at(i: number): WalletEntry | undefined {
    const at = i < 0 ? this.length + i : i
    if (at < 0 || at >= this.length) return undefined
    const seeded = this.seeded
    return at < seeded && this.base ? this.base.entry(at) : this.added[at - seeded]
  }

  slice(start = 0, end = this.length): WalletEntry[] {
    const out: WalletEntry[] = []
    for (let i = Math.max(0, start); i < Math.min(end, this.length); i++) out.push(this.at(i) as WalletEntry)
    return out
  }

  *[Symbol.iterator](): Iterator<WalletEntry> {
    for (let i = 0; i < this.length; i++) yield this.at(i) as WalletEntry
  }

  /**
   * Place of the entry with this id, or -1. Ids are indexed newest first, only as far back as a
   * lookup needs: a cursor or a link from the first pages is found without writing out the ids
   * of the 180,000 entries of a 10× ledger; only an id that is not there reads them all.
   */
  indexOf(id: string): number {
    const byId = (this.byId ??= new Map<string, number>())
    const known = byId.get(id)
    if (known !== undefined) return known
    while (this.indexedFrom > 0) {
      const i = --this.indexedFrom
      const at = this.idAt(i)
      byId.set(at, i)
      if (at === id) return i
    }
    return -1
  }

  get(id: string): WalletEntry | undefined {
    const i = this.indexOf(id)
    return i < 0 ? undefined : this.at(i)
  }

  has(id: string): boolean {
    return this.indexOf(id) >= 0
  }

  /** The id of the entry at `i`, without making the entry. */
  idAt(i: number): string {
    const seeded = this.seeded
    return i < seeded ? (this.base?.id(i) ?? '') : (this.added[i - seeded]?.id ?? '')
  }

  time(i: number): number {
    const seeded = this.seeded
    return i < seeded ? (this.base?.time[i] ?? 0) : (this.addedTimes[i - seeded] ?? 0)
  }

  amount(i: number): number {
    const seeded = this.seeded
    return i < seeded ? (this.base?.amount[i] ?? 0) : (this.added[i - seeded]?.amount ?? 0)
  }

  balanceAfter(i: number): number {
    const seeded = this.seeded
    return i < seeded ? (this.base?.balance[i] ?? 0) : (this.added[i - seeded]?.balance_after ?? 0)
  }

  type(i: number): WalletEntry['type'] {
    const seeded = this.seeded
    if (i < seeded) return TYPES[this.base?.kind[i] ?? 0] ?? 'top_up'
    return this.added[i - seeded]?.type ?? 'top_up'
  }

  /**
   * The product and session of the debit entry `i` traces to (itself, or the debit a refund
   * gives back), or null for a top-up or a refund of no known debit.
   */
  traced(i: number): { product: string; session: string } | null {
    const seeded = this.seeded
    if (i < seeded && this.base) {
      const row = this.base.tracedRow(i)
      if (row < 0) return null
      const m = this.base.messages
      return { product: m.products[m.product[row] ?? 0] ?? '', session: m.sessionAt(row) ?? '' }
    }
    const e = this.added[i - seeded]
    if (e?.type === 'debit') return { product: e.product_id, session: e.session_id }
    if (e?.type === 'refund') {
      const d = this.indexOf(e.refund_of)
      return d >= 0 && this.type(d) === 'debit' ? this.traced(d) : null
    }
    return null
  }
}
