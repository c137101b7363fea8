// How the palette orders what matches a query: the quality of the match first (exact, then
// prefix, then word-prefix, then substring, then a loose subsequence), then what the row is
// (screens and objects before actions, actions before switches), then the caller's own order.
// Pure, so the same query over the same rows always gives the same list.

/** What a row is, for ranking: a switch (theme, demo key) only wins when nothing better matches. */
export type Tier = 'screen' | 'object' | 'action' | 'switch'

const TIER_RANK: Record<Tier, number> = { screen: 0, object: 0, action: 1, switch: 2 }

export const Quality = {
  none: 0,
  /** The letters in order with gaps ("ovrv" → Overview); on the label only. */
  subsequence: 1,
  substring: 2,
  /** Every word of the query starts a word of the text ("new prod" → New product). */
  wordPrefix: 3,
  prefix: 4,
  exact: 5,
} as const
export type Quality = (typeof Quality)[keyof typeof Quality]

export interface Rankable {
  label: string
  /** Other names the row answers to (a slug, an e-mail, "dark mode"); they never beat the label. */
  keywords?: readonly string[]
  tier: Tier
  /** The caller's order among equals: navigation order, kind then the API's order, and so on. */
  order: number
  /**
   * The API already found this row for the query (it may have matched a field the row does
   * not show): it stays in the list even when the label and keywords do not match here.
   */
  found?: boolean
}

/** Lower case, without accents, so "Cafe" finds "Café"; any script keeps its letters. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

const words = (normalized: string) => normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

function isSubsequence(needle: string, haystack: string): boolean {
  let i = 0
  for (const ch of haystack) if (ch === needle[i] && ++i === needle.length) return true
  return false
}

/** How well a query (already normalized) matches one text. */
export function matchQuality(query: string, text: string, { loose = true }: { loose?: boolean } = {}): Quality {
  const t = normalize(text)
  if (!query || !t) return Quality.none
  if (t === query) return Quality.exact
  if (t.startsWith(query)) return Quality.prefix
  const queryWords = words(query)
  const textWords = words(t)
  if (queryWords.length > 0 && queryWords.every((q) => textWords.some((w) => w.startsWith(q))))
    return Quality.wordPrefix
  if (t.includes(query)) return Quality.substring
  const compact = query.replace(/\s+/g, '')
  if (loose && compact.length >= 2 && isSubsequence(compact, t.replace(/\s+/g, ''))) return Quality.subsequence
  return Quality.none
}

/** A row's best match: the label's, or a keyword's (at most word-prefix, and never loose). */
export function rowQuality(query: string, row: Rankable): Quality {
  let best: Quality = matchQuality(query, row.label)
  for (const keyword of row.keywords ?? []) {
    if (best >= Quality.wordPrefix) break
    const q = Math.min(matchQuality(query, keyword, { loose: false }), Quality.wordPrefix) as Quality
    if (q > best) best = q
  }
  if (best === Quality.none && row.found) return Quality.subsequence
  return best
}

/**
 * The rows that match `query`, best first. An empty query keeps every row in the caller's
 * order. Ties end on the caller's order and then the label, so nothing depends on the
 * order the rows arrived in.
 */
export function rank<T extends Rankable>(rows: readonly T[], query: string): T[] {
  const q = normalize(query)
  if (!q) return [...rows].sort((a, b) => a.order - b.order)
  return rows
    .map((row) => ({ row, quality: rowQuality(q, row) }))
    .filter((r) => r.quality > Quality.none)
    .sort(
      (a, b) =>
        b.quality - a.quality ||
        TIER_RANK[a.row.tier] - TIER_RANK[b.row.tier] ||
        a.row.order - b.row.order ||
        (a.row.label < b.row.label ? -1 : a.row.label > b.row.label ? 1 : 0),
    )
    .map((r) => r.row)
}
