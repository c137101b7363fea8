// Reading $refs, apart from the document itself so the page can follow them without loading it twice.
export const REF_PREFIX = /^#\/components\/(\w+)\/(.+)$/

/** `#/components/schemas/Product` → `Product`; null for a ref into another section. */
export function schemaRefName(target: string | undefined): string | null {
  const m = target ? REF_PREFIX.exec(target) : null
  return m && m[1] === 'schemas' ? (m[2] ?? null) : null
}
