// Slugs as the contract wants them (SLUG_PATTERN): a suggestion from a name, and what is wrong with one.
import { t } from '@lingui/core/macro'
import { SLUG_PATTERN } from '../../../api/contract'
import { formatCount } from '../../../lib/format'

export const SLUG_MIN = 2
export const SLUG_MAX = 64

/** "Acme Support Bot (EU)" → "acme-support-bot-eu": accents folded, anything else a single hyphen. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

/**
 * Why a slug would be refused, in words that say how to fix it (in the language in force: called
 * when the form renders); null when it is fine.
 */
export function slugProblem(slug: string): string | null {
  if (slug === '') return t`Enter a slug: it names the product in URLs.`
  if (slug.length < SLUG_MIN) return atLeast(SLUG_MIN)
  if (slug.length > SLUG_MAX) return atMost(SLUG_MAX)
  if (SLUG_PATTERN.test(slug)) return null
  if (/[A-Z]/.test(slug)) return t`Use lower-case letters only.`
  if (/^-|-$/.test(slug)) return t`A slug cannot start or end with a hyphen.`
  if (slug.includes('--')) return t`Use single hyphens between words.`
  return t`Use only lower-case letters (a–z), digits and hyphens.`
}

const atLeast = (count: number) => t`Use at least ${count} characters.`

/** "Use at most 120 characters.": the limit of any text field of a product. */
export const atMost = (limit: number) => {
  const count = formatCount(limit)
  return t`Use at most ${count} characters.`
}
