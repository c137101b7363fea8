// The rule for an API base URL, for the settings form, the transport's configuration and the
// first script, which decides from it whether a remembered connection is a real API.

/** Demo mode's API: this origin's /v1, answered by the in-browser mock. */
export const DEMO_BASE_URL = '/v1'

/** What is wrong with a base URL, as a code: the settings form words it in the reader's language. */
export type BaseUrlFault = 'not-a-url' | 'scheme' | 'credentials' | 'query' | 'version'

/** Why a configured base URL is refused, or null when it is fine. */
export function baseUrlProblem(raw: string): BaseUrlFault | null {
  const value = raw.trim()
  if (value === DEMO_BASE_URL) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'not-a-url'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme'
  if (url.username || url.password) return 'credentials'
  if (url.search || url.hash) return 'query'
  if (!/\/v1\/?$/.test(url.pathname)) return 'version'
  return null
}

/** Trims spaces and trailing slashes so `base + '/products'` never doubles a slash. */
export const normalizeBaseUrl = (raw: string) => raw.trim().replace(/\/+$/, '')
