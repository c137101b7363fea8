// The response headers the production build is served with (vite preview, and the
// `_headers` file written into dist/ for static hosts). The API origins the app may call
// are a deploy-time setting: CONSOLE_API_ORIGINS, space- or comma-separated.

/** The standalone mock (`npm run mock:server`), so `npm run preview` can drive it out of the box. */
export const DEFAULT_API_ORIGINS = ['http://127.0.0.1:4010', 'http://localhost:4010']

/** Reads and checks CONSOLE_API_ORIGINS; a value that is not a bare origin stops the build. */
export function apiOrigins(value: string | undefined = process.env.CONSOLE_API_ORIGINS): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_API_ORIGINS
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL
      try {
        parsed = new URL(origin)
      } catch {
        throw new Error(`CONSOLE_API_ORIGINS: "${origin}" is not a URL`)
      }
      if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin)
        throw new Error(`CONSOLE_API_ORIGINS: "${origin}" must be an origin like https://api.example.com (no path)`)
      return origin
    })
}

export function contentSecurityPolicy(origins: readonly string[]): string {
  return [
    "default-src 'self'",
    // No inline or evaluated script anywhere; zod runs jitless for this (src/api/contract/jitless.ts).
    "script-src 'self'",
    // Dialogs and toasts insert small <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Transcripts never load remote images; this makes sure of it.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...origins].join(' ')}`,
    // The demo mock runs in a service worker and a shared worker from this origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(origins: readonly string[] = apiOrigins()): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/** Where the build puts its content-hashed files: a new build writes new names, so a copy never goes stale. */
export const ASSETS_PREFIX = '/assets/'
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * The `_headers` format of Netlify and Cloudflare Pages: a path pattern, then indented headers.
 * Every path gets `headers`; the hashed assets are also cached for a year, so a repeat visit
 * asks for none of them again (index.html and the service worker keep the host's revalidation).
 */
export function headersFile(headers: Record<string, string>): string {
  const block = (pattern: string, set: Record<string, string>) =>
    `${pattern}\n${Object.entries(set)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`
  return block('/*', headers) + block(`${ASSETS_PREFIX}*`, { 'Cache-Control': ASSET_CACHE_CONTROL })
}
