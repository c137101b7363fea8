// A catalog keeps a sentence whose only variables are plain placeholders as its text, "Hallo
// {name}", not as tokens: about 500 B gzip less a language (scripts/lingui-plugin.ts writes it so
// only where this reads it back to the very tokens Lingui compiles). Loaded with the catalogs only.
import type { Catalog, Compiled } from '#i18n'

const PLACEHOLDER = /\{(\w+)\}/

/** "Hallo {name}!" → ["Hallo ", ["name"], "!"]; text without a placeholder stays as it is. */
export function expandPlaceholders(text: string): Compiled | string {
  if (!PLACEHOLDER.test(text)) return text
  const tokens: Compiled[number][] = []
  for (const [i, part] of text.split(PLACEHOLDER).entries()) {
    if (i % 2) tokens.push([part])
    else if (part) tokens.push(part)
  }
  return tokens
}

export const expandCatalog = (catalog: Catalog): Catalog =>
  catalog.map((message) => (typeof message === 'string' ? expandPlaceholders(message) : message))
