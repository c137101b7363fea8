// URLs the way people and the API write them: a filter with several values repeats its key
// (`?type=debit&type=refund`) instead of the router's default JSON (`?type=%5B%22debit%22…`).
// Everything else goes through the router's defaults, which also still read links in the
// JSON form (bookmarks made before) and turn a repeated key back into a list.
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'

/** Reads back from the URL as the same string: the router turns `1`, `true` and `` into other types. */
const plain = (v: unknown): v is string =>
  typeof v === 'string' && v !== '' && v !== 'true' && v !== 'false' && String(Number(v)) !== v

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue
    if (Array.isArray(value) && value.length > 0 && value.every(plain))
      for (const v of value) parts.push(new URLSearchParams([[key, v]]).toString())
    else {
      const one = defaultStringifySearch({ [key]: value })
      if (one) parts.push(one.slice(1))
    }
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

export const parseSearch = defaultParseSearch
