// What a setup helper hands out exists only while a test runs (its hooks make it); read outside
// one, it is a mistake in the test, which this names instead of passing null along.
export function whileTesting<T>(value: T | null, helper: string): T {
  if (value === null) throw new Error(`${helper}: used outside a test`)
  return value
}
