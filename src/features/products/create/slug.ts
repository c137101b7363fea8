// Slugs as the contract wants them (SLUG_PATTERN): a suggestion from a name, and what is wrong with one.
import { SLUG_PATTERN } from '../../../api/contract'

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

/** Why a slug would be refused, in words that say how to fix it; null when it is fine. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'Enter a slug: it names the product in URLs.'
  if (slug.length < SLUG_MIN) return `Use at least ${SLUG_MIN} characters.`
  if (slug.length > SLUG_MAX) return `Use at most ${SLUG_MAX} characters.`
  if (SLUG_PATTERN.test(slug)) return null
  if (/[A-Z]/.test(slug)) return 'Use lower-case letters only.'
  if (/^-|-$/.test(slug)) return 'A slug cannot start or end with a hyphen.'
  if (slug.includes('--')) return 'Use single hyphens between words.'
  return 'Use only lower-case letters (a–z), digits and hyphens.'
}
