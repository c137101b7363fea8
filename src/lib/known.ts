// Values a newer server may add within v1 (docs/api.md, compatibility): what this dashboard
// knows of a value, or nothing, so the caller shows the value as it came.

/** The entry for `value` in a table of known values; undefined for a value this dashboard does not know. */
export function known<T>(table: Readonly<Record<string, T>>, value: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, value) ? table[value] : undefined
}

/** `value` as one of `values`, or null: narrows a value that may be newer than the dashboard. */
export function oneOf<const V extends string>(values: readonly V[], value: string): V | null {
  return values.find((v) => v === value) ?? null
}
