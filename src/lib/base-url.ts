// The rule for an API base URL, for the settings form, the transport's configuration and the
// first script, which decides from it whether a remembered connection is a real API.

/** Demo mode's API: this origin's /v1, answered by the in-browser mock. */
export const DEMO_BASE_URL = '/v1'

/** Why a configured base URL is refused, or null when it is fine. */
export function baseUrlProblem(raw: string): string | null {
  const value = raw.trim()
  if (value === DEMO_BASE_URL) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL, such as https://api.example.com/v1.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The URL must start with https:// (or http:// for a local server).'
  if (url.username || url.password)
    return 'The URL must not contain a user name or password; the key goes in its own field.'
  if (url.search || url.hash) return 'The URL must not have a query or a fragment.'
  if (!/\/v1\/?$/.test(url.pathname)) return 'The base URL ends with the version segment /v1.'
  return null
}

/** Trims spaces and trailing slashes so `base + '/products'` never doubles a slash. */
export const normalizeBaseUrl = (raw: string) => raw.trim().replace(/\/+$/, '')
