// Conversations: the seeded ones as columns (start, product, language, contact, figures) with
// objects made only for the rows an answer returns; conversations that happen later sit as
// plain objects on top, which live traffic changes in place. Seeded conversations never
// change, so nothing made from the columns has to be kept.
import type { Contact, Session } from '../../src/api/contract'
import { contactFor } from '../seed/texts'
import { partitionPoint } from './bisect'
import { iso } from './domain/figures'
import type { MessageTable } from './messages'
import { seededRandom } from './random'

export type StoredSession = Session & {
  /** Language of generated texts; lets search match generated non-Latin text. */
  locale: string
}

/** Per seeded conversation, by its ordinal in the message table. */
export class SessionTable {
  readonly start: Float64Array
  readonly input: Float64Array
  readonly output: Float64Array
  readonly cost: Float64Array
  /** Index in `locales`. */
  readonly locale: Uint8Array
  readonly locales: string[] = []
  /** State of the random stream before the contact's draws (contactFor); -1: no contact. */
  readonly contactState: Float64Array
  /** Contacts written out rather than drawn, by ordinal. */
  readonly contacts = new Map<number, Contact>()
  /** The longest a conversation went on: from its start to its last message's figures (countedAt). */
  longest = 0
  /** Ordinals newest `started_at` first (ties: the first added first): the list's order. */
  order: Int32Array = new Int32Array(0)
  private places: Int32Array | null = null

  constructor(
    readonly messages: MessageTable,
    capacity: number,
  ) {
    this.start = new Float64Array(capacity)
    this.input = new Float64Array(capacity)
    this.output = new Float64Array(capacity)
    this.cost = new Float64Array(capacity)
    this.locale = new Uint8Array(capacity)
    this.contactState = new Float64Array(capacity).fill(-1)
  }

  get length(): number {
    return this.messages.sessions
  }

  localeCode(locale: string): number {
    const known = this.locales.indexOf(locale)
    if (known >= 0) return known
    this.locales.push(locale)
    return this.locales.length - 1
  }

  /** The seeded conversation at `place` in the list (newest first). */
  ordinalAt(place: number): number {
    return this.order[place] ?? -1
  }

  /** Where the conversation added `ordinal`-th stands in the list (newest first). */
  placeOf(ordinal: number): number {
    if (!this.places) {
      this.places = new Int32Array(this.order.length)
      this.order.forEach((o, p) => ((this.places as Int32Array)[o] = p))
    }
    return this.places[ordinal] ?? -1
  }

  /**
   * How many seeded conversations started after `t` (or at it too, with `orAt`): the place of the
   * first that started at `t` or before (before `t`).
   */
  startedAfter(t: number, orAt = false): number {
    return partitionPoint(this.order.length, (p) => {
      const start = this.start[this.order[p] ?? 0] ?? 0
      return start > t || (orAt && start === t)
    })
  }

  /**
   * The message rows counted in [from, to) (MessageTable.countedAt): those of the conversations
   * that started from `longest` before `from` on, found by binary search, so a summary's cut day
   * reads a few days of conversations rather than indexing every row by day.
   */
  rowsCountedIn(from: number, to: number): number[] {
    const out: number[] = []
    const { messages } = this
    for (let p = this.startedAfter(to, true); p < this.startedAfter(from - this.longest, true); p++) {
      const { first, count } = messages.rowsOf(this.order[p] ?? 0)
      for (let row = first; row < first + count; row++) {
        const t = messages.countedAt(row)
        if (t >= from && t < to) out.push(row)
      }
    }
    return out
  }

  productOf(ordinal: number): string {
    return this.messages.products[this.messages.productOf(ordinal)] ?? ''
  }

  hasContact(ordinal: number): boolean {
    return (this.contactState[ordinal] ?? -1) >= 0 || this.contacts.has(ordinal)
  }

  contactOf(ordinal: number): Contact | null {
    const written = this.contacts.get(ordinal)
    if (written) return { ...written }
    const state = this.contactState[ordinal] ?? -1
    return state < 0 ? null : contactFor(seededRandom(state), this.localeOf(ordinal))
  }

  localeOf(ordinal: number): string {
    return this.locales[this.locale[ordinal] ?? 0] ?? 'en'
  }

  /** When the conversation's last message was sent. */
  lastMessageAt(ordinal: number): number {
    const { first, count } = this.messages.rowsOf(ordinal)
    return this.messages.created[first + count - 1] ?? 0
  }

  /** A fresh object for the conversation added `ordinal`-th. */
  session(ordinal: number, id = this.messages.sessionIdOf(ordinal)): StoredSession {
    const started_at = iso(this.start[ordinal] ?? 0)
    const last_message_at = iso(this.lastMessageAt(ordinal))
    return {
      id,
      product_id: this.productOf(ordinal),
      started_at,
      last_message_at,
      message_count: this.messages.rowsOf(ordinal).count,
      tokens: { input: this.input[ordinal] ?? 0, output: this.output[ordinal] ?? 0 },
      cost: this.cost[ordinal] ?? 0,
      contact: this.contactOf(ordinal),
      created_at: started_at,
      updated_at: last_message_at,
      locale: this.localeOf(ordinal),
    }
  }
}

/**
 * `store.sessions`: every conversation newest `started_at` first, the seeded ones from the
 * columns and later ones as objects. A later one stands before every conversation that started
 * no later than it, which is where it was inserted when it happened.
 */
export class SessionStore implements Iterable<StoredSession> {
  /** Newest first. */
  private readonly added: StoredSession[] = []
  /** Per later conversation: how many seeded ones started after it (rising, as `added` is newest first). */
  private readonly seededNewer: number[] = []
  private readonly addedById = new Map<string, StoredSession>()

  constructor(readonly base: SessionTable | null = null) {}

  get length(): number {
    return (this.base?.length ?? 0) + this.added.length
  }

  /** Conversations that happened after the seed, newest first. */
  get later(): readonly StoredSession[] {
    return this.added
  }

  /** A conversation that happened after the seed, which live traffic may still change. */
  laterById(id: string): StoredSession | undefined {
    return this.addedById.get(id)
  }

  /**
   * Adds a conversation that happened after the seed in its place in the list: before every one
   * that started no later, or, `restoring` a list newest first, after the later ones already there.
   */
  insert(session: StoredSession, restoring = false): void {
    let k = restoring ? this.added.length : 0
    while (k < this.added.length && (this.added[k] as StoredSession).started_at > session.started_at) k++
    this.added.splice(k, 0, session)
    this.seededNewer.splice(k, 0, this.base?.startedAfter(Date.parse(session.started_at)) ?? 0)
    this.addedById.set(session.id, session)
  }

  /** The later conversation at `k` of `later` stands at this place of the whole list. */
  private addedPlace(k: number): number {
    return (this.seededNewer[k] ?? 0) + k
  }

  /** How many later conversations stand before place `place` of the whole list, and whether one stands at it. */
  private addedBefore(place: number): { k: number; at: boolean } {
    const k = partitionPoint(this.added.length, (i) => this.addedPlace(i) < place)
    return { k, at: k < this.added.length && this.addedPlace(k) === place }
  }

  /** What stands at `place`: a later conversation, or the ordinal of a seeded one (-1: none). */
  slot(place: number): StoredSession | number {
    if (place < 0 || place >= this.length) return -1
    const { k, at } = this.addedBefore(place)
    if (at) return this.added[k] as StoredSession
    return this.base?.ordinalAt(place - k) ?? -1
  }

  at(place: number): StoredSession | undefined {
    const s = this.slot(place)
    return typeof s === 'number' ? (s < 0 ? undefined : this.base?.session(s)) : s
  }

  get(id: string): StoredSession | undefined {
    const later = this.addedById.get(id)
    if (later) return later
    const o = this.base?.messages.ordinalOf(id) ?? -1
    return o < 0 ? undefined : this.base?.session(o, id)
  }

  has(id: string): boolean {
    return this.addedById.has(id) || (this.base?.messages.ordinalOf(id) ?? -1) >= 0
  }

  /** Whether the conversation is a seeded one, which never changes. */
  isSeeded(id: string): boolean {
    return !this.addedById.has(id) && (this.base?.messages.ordinalOf(id) ?? -1) >= 0
  }

  /** Place of a conversation in the list, or -1. */
  placeOf(id: string): number {
    const later = this.addedById.get(id)
    if (later) {
      const k = this.added.indexOf(later)
      return k < 0 ? -1 : this.addedPlace(k)
    }
    const o = this.base?.messages.ordinalOf(id) ?? -1
    if (o < 0 || !this.base) return -1
    const p = this.base.placeOf(o)
    // Later conversations stand before seeded ones that started no later.
    let k = 0
    while (k < this.added.length && (this.seededNewer[k] ?? 0) <= p) k++
    return p + k
  }

  /** The place of the first conversation that started before `t` (ms). */
  firstStartedBefore(t: number): number {
    let later = 0
    for (const s of this.added) if (Date.parse(s.started_at) >= t) later++
    return (this.base?.startedAfter(t, true) ?? 0) + later
  }

  /**
   * Places in [start, end) of the conversations `keep` keeps, in list order: it reads a seeded
   * one by its ordinal and a later one as its object, so a filter over the seed makes no objects.
   */
  select(start: number, end: number, keep: (s: StoredSession | number) => boolean): Int32Array {
    const out = new Int32Array(Math.max(0, end - start))
    let n = 0
    let { k } = this.addedBefore(start)
    for (let place = start; place < end; place++) {
      let s: StoredSession | number
      if (k < this.added.length && this.addedPlace(k) === place) s = this.added[k++] as StoredSession
      else s = this.base?.ordinalAt(place - k) ?? -1
      if (keep(s)) out[n++] = place
    }
    return out.subarray(0, n)
  }

  /** Every conversation as an object: makes all seeded ones, so only tests and checks walk it. */
  *[Symbol.iterator](): Iterator<StoredSession> {
    for (let i = 0; i < this.length; i++) yield this.at(i) as StoredSession
  }
}
