// Binary search over anything sorted: the columns, the lists and the indexes of the mock.

/** The first index of [0, length) at which `before` stops holding; it must hold for a prefix only. */
export function partitionPoint(length: number, before: (i: number) => boolean): number {
  let lo = 0
  let hi = length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (before(mid)) lo = mid + 1
    else hi = mid
  }
  return lo
}
