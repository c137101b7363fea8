// Stands in for `tldts` in the browser build only (vite.config.ts aliases it). MSW keeps a cookie
// jar (tough-cookie), which asks tldts for a host's registrable domain to scope cookies; tldts
// carries the whole public-suffix list, 297 KB of the 431 KB MSW chunk, parsed on the main thread
// of every demo start. The mock sends no cookies, so a host's last two labels are scope enough.
// Node (tests, mock:server) keeps the real tldts.

/** The registrable domain as tough-cookie uses it: null for IP addresses and single labels. */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().replace(/\.$/, '').toLowerCase()
  if (!host || host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null
  const labels = host.split('.')
  return labels.length >= 2 ? labels.slice(-2).join('.') : null
}
