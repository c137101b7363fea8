// The conversations filter as the URL keeps it, shared by the list and the transcript (so
// j/k on a transcript walk the list the user came from). Any bad value falls back to
// "not set", so a mangled or outdated link still opens the screen.
import { z } from 'zod/mini'
import { productId, type SessionListQuery } from '../../api/contract'
import { periodSearch, resolvePeriod, type PeriodSelection } from '../../lib/periods'

export const CONTACT_FILTERS = ['with', 'without'] as const
export type ContactFilter = (typeof CONTACT_FILTERS)[number]

export const sessionsSearch = z.object({
  product: z.catch(z.optional(productId), undefined),
  ...periodSearch,
  contact: z.catch(z.optional(z.enum(CONTACT_FILTERS)), undefined),
  q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
})
export type SessionsSearch = z.infer<typeof sessionsSearch>

/** Only the filter keys, in a fixed order: what links between list and transcript carry along. */
export function filtersOf(search: SessionsSearch): SessionsSearch {
  const { product, period, since, until, contact, q } = search
  return {
    ...(product ? { product } : {}),
    ...(period ? { period } : {}),
    ...(period === 'custom' && since ? { since } : {}),
    ...(period === 'custom' && until ? { until } : {}),
    ...(contact ? { contact } : {}),
    ...(q ? { q } : {}),
  }
}

/**
 * The API query for a filter, with the period resolved in the browser's time zone
 * (whole local days, so the key stays the same all day long). A locked key's
 * product replaces whatever the URL asks for: the API would filter to it anyway.
 */
export function listQueryOf(
  search: SessionsSearch,
  lockedProductId: string | null = null,
  now: Date = new Date(),
): SessionListQuery {
  const period: PeriodSelection = { period: search.period, since: search.since, until: search.until }
  const range = resolvePeriod(period, now)
  const product = lockedProductId ?? search.product
  return {
    ...(product ? { product_id: product } : {}),
    ...(range ? { from: range.from, to: range.to } : {}),
    ...(search.contact ? { has_contact: search.contact === 'with' ? 'true' : 'false' } : {}),
    ...(search.q ? { q: search.q } : {}),
  }
}

/** Whether the user narrowed the list (a locked key's fixed product does not count). */
export const hasFilters = (search: SessionsSearch): boolean =>
  Boolean(search.product || search.period || search.contact || search.q)
