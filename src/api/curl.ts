// A logged request as a curl command, for the request log's "Copy as curl": apart from the log,
// which every screen's client writes, so only the log's page loads it.
import { resolveBaseUrl } from './config'
import { SECRET_HEADERS, type RequestLogEntry } from './request-log'

/** Single-quotes for POSIX shells: nothing inside is expanded. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

/**
 * The entry as a curl command against `baseUrl`. Secrets become `"$API_KEY"` and
 * `"$USER_TOKEN"` (double quotes so the shell expands them); everything else is
 * single-quoted.
 */
export function toCurl(entry: RequestLogEntry, baseUrl: string): string {
  const url = `${resolveBaseUrl(baseUrl).href.replace(/\/+$/, '')}${entry.path}${entry.query ? `?${entry.query}` : ''}`
  const parts = [`curl${entry.method === 'GET' ? '' : ` -X ${entry.method}`} ${shellQuote(url)}`]
  for (const [name, value] of Object.entries(entry.request_headers)) {
    const variable = SECRET_HEADERS[name.toLowerCase()]
    parts.push(variable ? `-H "${name}: $${variable}"` : `-H ${shellQuote(`${name}: ${value}`)}`)
  }
  if (entry.request_body !== null) parts.push(`--data-raw ${shellQuote(entry.request_body)}`)
  return parts.join(' \\\n  ')
}
