// Adding amounts of millicredits exactly. Every amount on the wire is a safe integer, but a sum of
// them need not be: past ±(2^53 − 1) a double rounds, and a total added up in numbers would be
// wrong in its last digits with no sign of it. A sum here is exact, or null: not known (a screen
// says so in its words, components/ui/figure.tsx).
const MAX = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * The exact sum, or null when an addend is not a safe integer or the sum lies beyond
 * ±(2^53 − 1). Added as BigInt, so a run of terms that leaves the range and comes back into it
 * (a large top-up, then the debits that spent it) is still exact.
 */
export function sumMillicredits(values: Iterable<number>): number | null {
  let total = 0n
  for (const v of values) {
    if (!Number.isSafeInteger(v)) return null
    total += BigInt(v)
  }
  return total > MAX || total < -MAX ? null : Number(total)
}

/**
 * The running sums of `values`, each exact or null, as a balance runs day by day. Carried as
 * BigInt, so a day past the range does not spoil the days after it that come back within.
 */
export function runningMillicredits(values: readonly number[]): (number | null)[] {
  let total = 0n
  let known = true
  return values.map((v) => {
    if (!Number.isSafeInteger(v)) known = false
    else total += BigInt(v)
    return known && total <= MAX && total >= -MAX ? Number(total) : null
  })
}
