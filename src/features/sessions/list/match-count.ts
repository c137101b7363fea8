import { formatCount, plural } from '../../../lib/format'

/**
 * How many conversations the filters select: the summary's count where it can count them (product
 * and period), else only what is known, that there are more than those loaded.
 */
export function matchCount(loaded: number, hasMore: boolean, total: number | undefined): string {
  if (!hasMore) return loaded > 0 ? `All ${plural(loaded, 'conversation')}` : ''
  if (total !== undefined && total >= loaded)
    return `${plural(total, 'conversation')} match · ${formatCount(loaded)} loaded, more as you scroll`
  return `More than ${plural(loaded, 'conversation')} match · more load as you scroll`
}
