// URLs below the configured base, paths built one encoded segment at a time, and the endpoint an
// answer belongs to.
import { ROUTES, compilePath, type Route } from '../contract'
import { resolveBaseUrl } from '../config'

/**
 * Joins the base URL and a path, and refuses anything that would leave the base:
 * the API key is only ever sent below the configured base URL.
 */
export function buildUrl(baseUrl: string, path: string, query?: object): URL {
  if (!path.startsWith('/') || path.startsWith('//') || /[\\?#]/.test(path))
    throw new TypeError(`Not a path below the base URL: ${JSON.stringify(path)}`)
  const base = resolveBaseUrl(baseUrl)
  const basePath = base.pathname.replace(/\/+$/, '')
  const url = new URL(`${base.origin}${basePath}${path}`)
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`))
    throw new TypeError(`The path ${JSON.stringify(path)} escapes the base URL`)
  const entries: [string, unknown][] = Object.entries(query ?? {})
  for (const [name, value] of entries) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
        throw new TypeError(`Query parameter ${name} must be a string, number or boolean`)
      url.searchParams.append(name, String(v))
    }
  }
  return url
}

/**
 * A path from a template with each value encoded as one segment:
 * path`/products/${id}/publish`. A value that is empty or a dot segment is refused.
 */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, s, i) => (i === 0 ? s : `${out}${segment(values[i - 1] ?? '')}${s}`))
}

function segment(value: string | number): string {
  const v = String(value)
  if (v === '' || v === '.' || v === '..') throw new TypeError(`Not a path segment: ${JSON.stringify(v)}`)
  return encodeURIComponent(v)
}

const compiled = Object.values<Route>(ROUTES).map((op) => ({
  op,
  re: compilePath(op.path),
  literal: !op.path.includes('{'),
}))

/** `GET /products/{product_id}` for `GET /products/prod_…`; the literal path when no operation matches. */
export function endpointOf(method: string, requestPath: string): string {
  const hits = compiled.filter((c) => c.op.method === (method === 'HEAD' ? 'GET' : method) && c.re.test(requestPath))
  const hit = hits.find((h) => h.literal) ?? hits[0]
  return `${method} ${hit ? hit.op.path : requestPath}`
}

/** The object a path names (`/products/{id}/…` → id), whose ETag `ifMatch: 'auto'` sends. */
export const etagKeyOf = (requestPath: string) => decodeURIComponent(requestPath.split('/')[2] ?? '')

/** Fills `{name}` placeholders, one encoded segment each. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name]
    if (v === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`)
    return segment(v)
  })
}
