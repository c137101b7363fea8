// The /wallet URL: which entries the ledger, the summary and the export cover. Amounts are
// kept in millicredits (exact integers), periods as presets or local days; a bad value
// falls back to "not set", so a mangled or outdated link still opens the wallet.
import { z } from 'zod/mini'
import {
  ENTRY_TYPES,
  entryType,
  productId,
  sessionId,
  type EntryType,
  type WalletEntryListQuery,
  type WalletSummaryQuery,
} from '../../api/contract'
import { periodSearch, resolvePeriod, type PeriodRange } from '../../lib/periods'
import { monthRange, statementMonth } from './statements/months'

const amount = z.number().check(z.int(), z.gte(-Number.MAX_SAFE_INTEGER), z.lte(Number.MAX_SAFE_INTEGER))

export const walletSearch = z.object({
  /** Several at once; the API gets them as repeated `type` parameters. Kept in ledger order, no repeats. */
  type: z.catch(
    z.optional(
      z.pipe(
        // One type is a single `?type=debit`; several repeat the key.
        z.union([entryType, z.array(entryType).check(z.minLength(1))]),
        z.transform((picked) => ENTRY_TYPES.filter((t) => (Array.isArray(picked) ? picked.includes(t) : picked === t))),
      ),
    ),
    undefined,
  ),
  ...periodSearch,
  /**
   * A statement's month ("2026-10"), from its "view in the ledger" link: a UTC calendar month,
   * so the ledger shows exactly the statement's entries. Takes the place of the period.
   */
  month: z.catch(z.optional(statementMonth), undefined),
  product_id: z.catch(z.optional(productId), undefined),
  /** Set by the conversations screen's "debits in the wallet" link. */
  session_id: z.catch(z.optional(sessionId), undefined),
  /** Signed and inclusive, in millicredits, as the API takes them. */
  min_amount: z.catch(z.optional(amount), undefined),
  max_amount: z.catch(z.optional(amount), undefined),
})
export type WalletSearch = z.infer<typeof walletSearch>

/**
 * The search keys that select entries: the route's loader depends on these. Every key of the
 * wallet's URL selects entries today, so it is the whole search; a key that only changes the view
 * would be left out here, so it does not reload the data.
 */
export const filterKeys = (search: WalletSearch): WalletSearch => search

/** The ledger's pages: a screenful and more, and few enough to show without the virtualizer. */
export const LEDGER_PAGE_SIZE = 50

/** An export's cap: five hundred pages of a hundred, far beyond a quarter's ledger, one file a spreadsheet opens. */
export const EXPORT_CAP = 50_000

/**
 * The API's entry filter for a URL: nothing unset is sent, and a period that does not
 * resolve yet (a custom period missing a day) selects all time until it does.
 */
export function entriesQueryOf(
  search: WalletSearch,
  range: PeriodRange | null,
  limit = LEDGER_PAGE_SIZE,
): WalletEntryListQuery {
  const { type, product_id, session_id, min_amount, max_amount } = search
  return {
    limit,
    ...(type && type.length < ENTRY_TYPES.length ? { type } : {}),
    ...(range ? { from: range.from, to: range.to } : {}),
    ...(product_id ? { product_id } : {}),
    ...(session_id ? { session_id } : {}),
    ...(min_amount !== undefined ? { min_amount: String(min_amount) } : {}),
    ...(max_amount !== undefined ? { max_amount: String(max_amount) } : {}),
  }
}

/** The summary covers the period and product; type, amount and conversation narrow only the ledger. */
export function summaryQueryOf(search: WalletSearch, range: PeriodRange | null): WalletSummaryQuery {
  return {
    ...(range ? { from: range.from, to: range.to } : {}),
    ...(search.product_id ? { product_id: search.product_id } : {}),
  }
}

export const rangeOf = (search: WalletSearch, now?: Date): PeriodRange | null =>
  search.month ? monthRange(search.month) : resolvePeriod(search, now)

export type LedgerOnlyFilter = 'type' | 'amount' | 'conversation'

/** Filters the summary does not follow, so the screen can say its figures cover more than the ledger shows. */
export function ledgerOnlyFilters(search: WalletSearch): LedgerOnlyFilter[] {
  const out: LedgerOnlyFilter[] = []
  if (search.type && search.type.length < ENTRY_TYPES.length) out.push('type')
  if (search.min_amount !== undefined || search.max_amount !== undefined) out.push('amount')
  if (search.session_id) out.push('conversation')
  return out
}

export const hasFilters = (search: WalletSearch): boolean =>
  Object.values(filterKeys(search)).some((v) => v !== undefined)

export const toggleType = (
  types: readonly EntryType[] | undefined,
  t: EntryType,
  on: boolean,
): EntryType[] | undefined => {
  const current = types ?? []
  const next = on ? [...current, t] : current.filter((x) => x !== t)
  const ordered = ENTRY_TYPES.filter((x) => next.includes(x))
  return ordered.length === 0 ? undefined : ordered
}
