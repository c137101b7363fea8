// Endpoints the server flagged with `Deprecation` or `Sunset`, for the banner that names them.
import { observable } from '../lib/observable'

export interface DeprecationNotice {
  /** `GET /products/{product_id}`: the operation's template, so one banner covers every id. */
  endpoint: string
  /** The `Deprecation` header as sent (an RFC 9745 `@<seconds>` date or an HTTP date), or null. */
  deprecation: string | null
  /** The `Sunset` header (an HTTP date), or null. */
  sunset: string | null
  /** The same dates as ISO strings where they parse. */
  deprecated_at: string | null
  sunset_at: string | null
}

const notices = observable<readonly DeprecationNotice[]>([])

/** `@1767225600` (RFC 9745), an HTTP date, or `true` (the older draft's form, no date). */
function toIso(value: string | null): string | null {
  if (!value) return null
  const v = value.trim()
  const ms = /^@-?\d+$/.test(v) ? Number(v.slice(1)) * 1000 : Date.parse(v)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

export const deprecations = {
  /** One notice per endpoint, the latest headers winning. */
  list: (): readonly DeprecationNotice[] => notices.get(),
  subscribe: (listener: () => void) => notices.subscribe(listener),
  clear: (): void => notices.set([]),
  report(endpoint: string, deprecation: string | null, sunset: string | null): void {
    const notice: DeprecationNotice = {
      endpoint,
      deprecation,
      sunset,
      deprecated_at: toIso(deprecation),
      sunset_at: toIso(sunset),
    }
    const known = notices.get().find((n) => n.endpoint === endpoint)
    if (known && known.deprecation === deprecation && known.sunset === sunset) return
    notices.update((list) => [...list.filter((n) => n.endpoint !== endpoint), notice])
  },
}
