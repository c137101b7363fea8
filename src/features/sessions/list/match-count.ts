import { plural } from '@lingui/core/macro'
import { formatCount } from '../../../lib/format'

/**
 * How many conversations the filters select: the summary's count where it can count them (product
 * and period), else only what is known, that there are more than those loaded.
 */
export function matchCount(loaded: number, hasMore: boolean, total: number | undefined): string {
  const shownLoaded = formatCount(loaded)
  if (!hasMore)
    return loaded > 0
      ? plural(loaded, { one: `All ${shownLoaded} conversation`, other: `All ${shownLoaded} conversations` })
      : ''
  if (total !== undefined && total >= loaded) {
    const shownTotal = formatCount(total)
    return plural(total, {
      one: `${shownTotal} conversation matches · ${shownLoaded} loaded, more as you scroll`,
      other: `${shownTotal} conversations match · ${shownLoaded} loaded, more as you scroll`,
    })
  }
  return plural(loaded, {
    one: `More than ${shownLoaded} conversation matches · more load as you scroll`,
    other: `More than ${shownLoaded} conversations match · more load as you scroll`,
  })
}
