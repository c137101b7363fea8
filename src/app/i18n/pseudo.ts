// The pseudo-locale: every English message accented, about 40 % longer, and bracketed, so a look
// at a screen shows a word nobody translated (no brackets), a clipped one (a missing bracket) and a
// layout that breaks when German or Arabic run long.
import type { Catalog, Compiled } from '#i18n'

const PAIRS = 'aàbƀcçdđeéfƒgĝhĥiîjĵkķlļmɱnñoöpþqǫrŕsśtţuûvṽwŵxẋyýzž'
const ACCENTS: Record<string, string> = {}
for (const [, plain = '', accented = ''] of PAIRS.matchAll(/(.)(.)/gu)) {
  ACCENTS[plain] = accented
  ACCENTS[plain.toUpperCase()] = accented.toUpperCase()
}

export const OPEN = '⟦'
export const CLOSE = '⟧'

const accent = (text: string) => text.replace(/[a-z]/gi, (c) => ACCENTS[c] ?? c)

/** Lingui's compiled form: text, or a placeholder `[name, type?, cases?]`. */
type Token = string | readonly unknown[]

function walk(tokens: readonly Token[], count: { letters: number }): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') {
      // "#" is the count inside a plural, never text.
      if (token === '#') return token
      // Rich-text tags (<0>…</0>) are Trans's, not words.
      return token.replace(/(<\/?\d+\/?>)|([^<]+)/g, (_, tag: string | undefined, text: string) => {
        if (tag) return tag
        count.letters += text.replace(/\s/g, '').length
        return accent(text)
      })
    }
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?]
    if (!cases || typeof cases !== 'object') return token
    const next: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(cases))
      next[key] = Array.isArray(value) ? walk(value as Token[], count) : value
    return [name, type, next]
  })
}

/** One message, pseudo-localised. */
export function pseudoMessage(message: string | readonly Token[]): Token[] {
  const tokens = typeof message === 'string' ? [message] : message
  const count = { letters: 0 }
  const body = walk(tokens, count)
  const pad = '·'.repeat(Math.ceil(count.letters * 0.4))
  return [OPEN, ...body, pad + CLOSE]
}

export const pseudoCatalog = (english: Catalog): Catalog =>
  english.map((message) => (message === null ? null : (pseudoMessage(message) as Compiled)))
