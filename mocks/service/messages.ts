// Messages of the seeded conversations as columns (times, tokens, cost, model) with
// objects made only for the conversation an answer shows; conversations that happen
// later sit as plain objects on top. Seeded messages never change, so nothing made
// from the columns has to be kept.
import { ID_PREFIXES, type IdKind } from '../../src/api/contract'
import type { Message } from '../../src/api/contract'
import { FIGURES, iso, MODEL_CODES, MODELS } from './domain/figures'
import { messageText } from '../seed/texts'
import { drawAt, nextState, type Random } from './random'

/** Message text may be left out: it is then generated from the id when read. */
export type StoredMessage = Omit<Message, 'text'> & { text?: string }

const ALPHABET_CODES = Array.from('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (c) =>
  c.charCodeAt(0),
)
const idCodes = new Map<IdKind, number[]>()
/** Random draws per id: each gives four base62 characters (62^4 < 2^32). */
export const ID_DRAWS = 4

/**
 * An id shaped like the service's from the next four draws of `rng`, written as one
 * flat string (appending character by character would leave the garbage collector a
 * chain of pieces per id).
 */
export function idFromDraws(kind: IdKind, rng: Random): string {
  const state = rng.state()
  rng.skip(ID_DRAWS)
  return idFromState(kind, state)
}

/** The id `idFromDraws` gives a generator whose state is `state`, without making one. */
export function idFromState(kind: IdKind, state: number): string {
  let codes = idCodes.get(kind)
  if (!codes) idCodes.set(kind, (codes = Array.from(`${ID_PREFIXES[kind]}_${'0'.repeat(16)}`, (c) => c.charCodeAt(0))))
  let at = codes.length - 16
  let s = state
  for (let k = 0; k < ID_DRAWS; k++) {
    s = nextState(s)
    let x = Math.floor(drawAt(s) * 14_776_336) // 62^4
    for (let j = 0; j < 4; j++) {
      codes[at++] = ALPHABET_CODES[x % 62] ?? 48
      x = Math.floor(x / 62)
    }
  }
  return String.fromCharCode(...codes)
}

/** The first of an id's draws, as the first four characters of its body spell it. */
const firstDraw = (state: number): number => Math.floor(drawAt(nextState(state)) * 14_776_336)

/**
 * Ids made again from stored states (idFromState), found by id without writing them all out:
 * each state's first draw, sorted once, leads to the few states that can have made an id.
 */
export class IdIndex {
  private readonly keys: Float64Array
  private readonly slots: number

  constructor(
    private readonly kind: IdKind,
    private readonly states: Uint32Array,
  ) {
    const n = states.length
    let slots = 1
    while (slots <= n) slots *= 2
    this.slots = slots
    this.keys = new Float64Array(n)
    for (let i = 0; i < n; i++) this.keys[i] = firstDraw(states[i] ?? 0) * slots + i
    this.keys.sort()
  }

  /** The place of the state that made `id`, or -1. */
  find(id: string): number {
    const at = ID_PREFIXES[this.kind].length + 1
    if (id.length !== at + 16 || !id.startsWith(`${ID_PREFIXES[this.kind]}_`)) return -1
    let draw = 0
    for (let j = 3; j >= 0; j--) draw = draw * 62 + ALPHABET_CODES.indexOf(id.charCodeAt(at + j))
    const { keys, slots } = this
    let lo = 0
    let hi = keys.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((keys[mid] ?? 0) < draw * slots) lo = mid + 1
      else hi = mid
    }
    for (let k = lo; k < keys.length && Math.floor((keys[k] ?? 0) / slots) === draw; k++) {
      const i = (keys[k] ?? 0) % slots
      if (idFromState(this.kind, this.states[i] ?? 0) === id) return i
    }
    return -1
  }
}

const DAY_MS = 86_400_000

/** `figures[((day × products + product) × MODEL_CODES + model) × FIGURES + figure]`, days counted from `firstDay`. */
export interface DailyFigures {
  firstDay: number
  days: number
  products: number
  figures: Float64Array
}

export interface DebitSpans {
  cost: Float64Array
  /** When the first and the last agent answer completed (±Infinity: none did). */
  first: Float64Array
  last: Float64Array
}

/** No conversations' figures: a table the seed has not filled. */
const NO_FIGURES = new Float64Array(0)

/** Visitor messages carry no tokens; one frozen object serves them all (views copy it). */
const NO_TOKENS: { input: number; output: number } = Object.freeze({ input: 0, output: 0 })

/** The seeded messages, one row each, grouped by conversation in the order they were written. */
export class MessageTable {
  readonly created: Float64Array
  /** NaN: a visitor's message. */
  readonly completed: Float64Array
  readonly input: Int32Array
  readonly output: Int32Array
  readonly cost: Int32Array
  /** 1 + index in MODELS; 0 for a visitor. */
  readonly model: Uint8Array
  /** State of the random stream before the message id's draws: the id is drawn again when asked for. */
  readonly idState: Uint32Array
  /** Index in `products` of the conversation's product. */
  readonly product: Uint8Array
  readonly products: string[] = []
  /** Texts written out rather than generated from the id, by row. */
  readonly texts = new Map<number, string>()
  /**
   * Visitors' opening lines that are not their conversation's first message (an agent greeted
   * first), by row, with the conversation's language: generated texts spot an opener by its
   * being first, so these are generated as openers when read.
   */
  readonly openers = new Map<number, string>()
  length = 0
  /** Per conversation, by its ordinal (the order they were added): its first row and how many. */
  private firsts = new Int32Array(0)
  private counts = new Int32Array(0)
  /** The random stream's state before the session id's draws: the id is drawn again when asked for. */
  private idStates = new Uint32Array(0)
  private conversationCount = 0
  /** Session ids by their first draw, made on the first lookup rather than while the seed writes. */
  private byId: IdIndex | null = null

  constructor(capacity: number, conversations = 0) {
    this.growConversations(conversations)
    this.created = new Float64Array(capacity)
    this.completed = new Float64Array(capacity)
    this.input = new Int32Array(capacity)
    this.output = new Int32Array(capacity)
    this.cost = new Int32Array(capacity)
    this.model = new Uint8Array(capacity)
    this.idState = new Uint32Array(capacity)
    this.product = new Uint8Array(capacity)
  }

  productCode(productId: string): number {
    const known = this.products.indexOf(productId)
    if (known >= 0) return known
    this.products.push(productId)
    return this.products.length - 1
  }

  private daily: DailyFigures | null = null

  /**
   * When a row's figures count in a summary: an answer when it completed, which is when its debit
   * is written, so a day's cost is that day's debits (docs/api.md); a visitor's message when sent.
   */
  countedAt(row: number): number {
    const completed = this.completed[row] ?? Number.NaN
    return Number.isNaN(completed) ? (this.created[row] ?? 0) : completed
  }

  /**
   * Messages, tokens and cost per UTC day, product and model: as the seed summed them while it
   * wrote the rows (presetDailyFigures), else summed once on first use.
   */
  dailyFigures(): DailyFigures {
    this.daily ??= this.sumDailyFigures()
    return this.daily
  }

  /** dailyFigures' answer, summed by whoever wrote every row as it did (the seed), in its place. */
  presetDailyFigures(daily: DailyFigures): void {
    this.daily = daily
  }

  /**
   * The per-day figures, summed over every row now (375,000 at 10×): the loops read the columns
   * directly rather than through countedAt, a call per row in their first, cold run.
   */
  sumDailyFigures(): DailyFigures {
    const { created, completed, product, model, input, output, cost } = this
    const n = this.length
    // When a row counts (countedAt): its answer's completion, else (NaN: a visitor's) when it was sent.
    let earliest = Number.POSITIVE_INFINITY
    let latest = Number.NEGATIVE_INFINITY
    for (let row = 0; row < n; row++) {
      const done = completed[row] ?? Number.NaN
      const t = done === done ? done : (created[row] ?? 0)
      if (t < earliest) earliest = t
      if (t > latest) latest = t
    }
    const firstDay = Math.floor(earliest / DAY_MS)
    const lastDay = Math.floor(latest / DAY_MS)
    const days = n === 0 ? 0 : lastDay - firstDay + 1
    const products = this.products.length
    const figures = new Float64Array(days * products * MODEL_CODES * FIGURES)
    for (let row = 0; row < n; row++) {
      const done = completed[row] ?? Number.NaN
      const day = Math.floor((done === done ? done : (created[row] ?? 0)) / DAY_MS)
      const at = (((day - firstDay) * products + (product[row] ?? 0)) * MODEL_CODES + (model[row] ?? 0)) * FIGURES
      figures[at] = (figures[at] ?? 0) + 1
      figures[at + 1] = (figures[at + 1] ?? 0) + (input[row] ?? 0)
      figures[at + 2] = (figures[at + 2] ?? 0) + (output[row] ?? 0)
      figures[at + 3] = (figures[at + 3] ?? 0) + (cost[row] ?? 0)
    }
    return { firstDay: n === 0 ? 0 : firstDay, days, products, figures }
  }

  private growConversations(capacity: number): void {
    const firsts = new Int32Array(capacity)
    const counts = new Int32Array(capacity)
    const idStates = new Uint32Array(capacity)
    firsts.set(this.firsts.subarray(0, this.conversationCount))
    counts.set(this.counts.subarray(0, this.conversationCount))
    idStates.set(this.idStates.subarray(0, this.conversationCount))
    this.firsts = firsts
    this.counts = counts
    this.idStates = idStates
  }

  /**
   * Rows `first` to `first + count - 1` are the messages of the session whose id `idFromState`
   * gives for `idState`, oldest first. Returns the conversation's ordinal.
   */
  addSession(idState: number, first: number, count: number): number {
    const o = this.conversationCount
    if (o === this.firsts.length) this.growConversations(Math.max(64, o * 2))
    this.firsts[o] = first
    this.counts[o] = count
    this.idStates[o] = idState
    this.conversationCount++
    this.byId = null
    return o
  }

  /** The conversation a row belongs to: conversations are added with rising first rows. */
  sessionAt(row: number): string | undefined {
    return this.conversationCount === 0 ? undefined : this.sessionIdOf(this.ordinalAt(row))
  }

  /** The place in the order conversations were added of the one `row` belongs to. */
  ordinalAt(row: number): number {
    let lo = 0
    let hi = this.conversationCount - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1
      if ((this.firsts[mid] ?? 0) <= row) lo = mid
      else hi = mid - 1
    }
    return lo
  }

  /** The conversation added `ordinal`-th, and its place by id (-1: not seeded). */
  sessionIdOf(ordinal: number): string {
    return ordinal >= 0 && ordinal < this.conversationCount ? idFromState('session', this.idStates[ordinal] ?? 0) : ''
  }

  /** The random state the id of the conversation added `ordinal`-th is drawn from. */
  idStateOf(ordinal: number): number {
    return this.idStates[ordinal] ?? 0
  }

  ordinalOf(sessionId: string): number {
    this.byId ??= new IdIndex('session', this.idStates.subarray(0, this.conversationCount))
    return this.byId.find(sessionId)
  }

  /** The product code of the conversation added `ordinal`-th. */
  productOf(ordinal: number): number {
    return this.product[this.firsts[ordinal] ?? -1] ?? 0
  }

  range(sessionId: string): { first: number; count: number } | undefined {
    const at = this.ordinalOf(sessionId)
    return at < 0 ? undefined : this.rowsOf(at)
  }

  has(sessionId: string): boolean {
    return this.ordinalOf(sessionId) >= 0
  }

  private spans: DebitSpans = { cost: NO_FIGURES, first: NO_FIGURES, last: NO_FIGURES }

  /**
   * Per conversation (by ordinal): what its agent answers cost in all, and when the first and last
   * completed (±Infinity: none did). The seed notes them as it writes each conversation
   * (presetDebitSpans): read from the rows, they cost the first /wallet/summary a cold walk over
   * all of them, 375,000 at 10×.
   */
  debitSpans(): DebitSpans {
    return this.spans
  }

  /** debitSpans' answer, for every conversation added, from whoever wrote them (the seed). */
  presetDebitSpans(spans: DebitSpans): void {
    this.spans = spans
  }

  /**
   * Seeded conversations that started in [from, to), of one product code (-1: any), counted per
   * day (from `dailyFigures().firstDay`) and product code; and the latest message time of the
   * product's conversations, whenever they started.
   */
  conversations(from: number, to: number, productCode: number): { counts: Float64Array; latest: number } {
    const { firstDay, days } = this.dailyFigures()
    const products = this.products.length
    const counts = new Float64Array(days * products)
    let latest = Number.NEGATIVE_INFINITY
    for (let o = 0; o < this.conversationCount; o++) {
      const first = this.firsts[o] ?? 0
      const code = this.product[first] ?? 0
      if (productCode >= 0 && code !== productCode) continue
      const last = this.created[first + (this.counts[o] ?? 1) - 1] ?? 0
      if (last > latest) latest = last
      // The first message is stamped exactly `started_at`.
      const started = this.created[first] ?? 0
      if (started < from || started >= to) continue
      const at = (Math.floor(started / DAY_MS) - firstDay) * products + code
      counts[at] = (counts[at] ?? 0) + 1
    }
    return { counts, latest }
  }

  /** The rows of the conversation added `ordinal`-th. */
  rowsOf(ordinal: number): { first: number; count: number } {
    return { first: this.firsts[ordinal] ?? 0, count: this.counts[ordinal] ?? 0 }
  }

  get sessions(): number {
    return this.conversationCount
  }

  modelOf(row: number): (typeof MODELS)[number] | null {
    const code = this.model[row] ?? 0
    return code === 0 ? null : (MODELS[code - 1] ?? null)
  }

  messageId(row: number): string {
    return idFromState('message', this.idState[row] ?? 0)
  }

  /** Fresh objects for one conversation's messages, oldest first. */
  list(sessionId: string): StoredMessage[] | undefined {
    const o = this.ordinalOf(sessionId)
    return o < 0 ? undefined : this.listOf(o, sessionId)
  }

  /** Fresh objects for the messages of the conversation added `ordinal`-th, oldest first. */
  listOf(ordinal: number, sessionId = this.sessionIdOf(ordinal)): StoredMessage[] {
    const range = this.rowsOf(ordinal)
    const out = new Array<StoredMessage>(range.count)
    for (let i = 0; i < range.count; i++) out[i] = this.message(range.first + i, sessionId)
    return out
  }

  /** A row's text when it is not what the message's id gives on its own (texts, openers); else undefined. */
  writtenText(row: number, sessionId: string): string | undefined {
    const text = this.texts.get(row)
    if (text !== undefined) return text
    const locale = this.openers.get(row)
    return locale === undefined
      ? undefined
      : messageText({ messageId: this.messageId(row), sessionId, role: 'visitor', locale, first: true })
  }

  private message(row: number, sessionId: string): StoredMessage {
    const completed = this.completed[row] ?? Number.NaN
    const text = this.writtenText(row, sessionId)
    const agent = !Number.isNaN(completed)
    const m: StoredMessage = {
      id: this.messageId(row),
      session_id: sessionId,
      role: agent ? 'agent' : 'visitor',
      model: this.modelOf(row),
      tokens: agent ? { input: this.input[row] ?? 0, output: this.output[row] ?? 0 } : NO_TOKENS,
      cost: this.cost[row] ?? 0,
      created_at: iso(this.created[row] ?? 0),
      completed_at: agent ? iso(completed) : null,
    }
    if (text != null) m.text = text
    return m
  }
}

/**
 * `store.messages`: per conversation, its messages oldest first. The seeded ones come
 * from the table; conversations added later keep their own arrays, which live traffic
 * appends to.
 */
export class MessageStore {
  private readonly added = new Map<string, StoredMessage[]>()

  constructor(readonly base: MessageTable = new MessageTable(0)) {}

  get(sessionId: string): StoredMessage[] | undefined {
    return this.added.get(sessionId) ?? this.base.list(sessionId)
  }

  set(sessionId: string, messages: StoredMessage[]): this {
    this.added.set(sessionId, messages)
    return this
  }
}
