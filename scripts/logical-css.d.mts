// Types of logical-css.mjs, for its test.
/** Physical Tailwind utilities in `source` rewritten to logical ones. */
export function logical(source: string): string
