// Handlers of the sessions operations: conversations, transcripts and usage figures.
import type { HandlerTable, ServiceCore } from '../core'
import { searchTerms, sessionMatches } from '../domain/texts'
import { normalisePeriod, summarizeSessions } from '../domain/usage'
import { toMessage, toSession } from '../domain/views'
import { paginate } from '../pagination'
import { notFound } from '../problems'
import type { ApiKey, StoredSession } from '../store'

/** A product id no session has: what a locked key's filter for another product becomes. */
const NOTHING = '\u0000none'

/**
 * The product a request is limited to: its filter, the key's lock, or both. A
 * locked key asking for another product gets a filter that matches nothing.
 */
function productScope(key: ApiKey, requested: string | undefined): string | null {
  if (key.product_id == null) return requested ?? null
  if (requested != null && requested !== key.product_id) return NOTHING
  return key.product_id
}

/** `contact=`: a substring of the contact's name, e-mail or phone, in any case. */
const contactMatches = (s: StoredSession, needle: string): boolean =>
  s.contact != null &&
  [s.contact.name, s.contact.email, s.contact.phone].some((v) => v?.toLocaleLowerCase().includes(needle) === true)

/** Index of the first session that started before `t` in a list sorted newest `started_at` first. */
function firstStartedBefore(sessions: readonly StoredSession[], t: string): number {
  let lo = 0
  let hi = sessions.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sessions[mid] as StoredSession).started_at >= t) lo = mid + 1
    else hi = mid
  }
  return lo
}

function sessionOf(svc: ServiceCore, id: string): StoredSession {
  return svc.store.sessionsById.get(id) ?? notFound()
}

export const sessionsHandlers = {
  listSessions: ({ svc, key, query, url }) => {
    const product = productScope(key, query.product_id)
    const { from, to } = normalisePeriod(query)
    const terms = query.q == null ? [] : searchTerms(query.q)
    const contact = query.contact?.normalize('NFC').toLocaleLowerCase() ?? null
    const { sessions } = svc.store
    // Newest first: the period is one run of the list, found by two binary searches.
    const start = to == null ? 0 : firstStartedBefore(sessions, to)
    const end = from == null ? sessions.length : firstStartedBefore(sessions, from)
    const items = sessions
      .slice(start, Math.max(start, end))
      .filter(
        (s) =>
          (product == null || s.product_id === product) &&
          (query.has_contact == null || (s.contact != null) === query.has_contact) &&
          (contact == null || contactMatches(s, contact)) &&
          sessionMatches(svc.store, s, terms),
      )
    const page = paginate(items, query, url)
    return { body: { ...page.body, data: page.body.data.map(toSession) }, headers: page.headers }
  },

  getSession: ({ svc, params }) => ({ body: toSession(sessionOf(svc, params.session_id)) }),

  listSessionMessages: ({ svc, params, query, url }) => {
    const session = sessionOf(svc, params.session_id)
    const page = paginate(svc.store.messages.get(session.id) ?? [], query, url)
    return { body: { ...page.body, data: page.body.data.map((m) => toMessage(m, session)) }, headers: page.headers }
  },

  getSessionSummary: ({ svc, key, query }) => {
    const requested = query.product_id ?? null
    const scope = productScope(key, query.product_id)
    const summary = summarizeSessions(
      svc.store,
      { ...normalisePeriod(query), productId: scope },
      new Date(svc.now()).toISOString(),
    )
    // Echo what was asked (a locked key's own product when it asked for none).
    return { body: { ...summary, product_id: scope === NOTHING ? requested : scope } }
  },
} satisfies Partial<HandlerTable>
