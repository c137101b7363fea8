// Handlers of the sessions operations: conversations, transcripts and usage figures.
import type { Contact } from '../../../src/api/contract'
import { partitionPoint } from '../bisect'
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
const contactMatches = (contact: Contact | null, needle: string): boolean =>
  contact != null &&
  [contact.name, contact.email, contact.phone].some((v) => v?.toLocaleLowerCase().includes(needle) === true)

function sessionOf(svc: ServiceCore, id: string): StoredSession {
  return svc.store.sessions.get(id) ?? notFound()
}

export const sessionsHandlers = {
  listSessions: ({ svc, key, query, url }) => {
    const product = productScope(key, query.product_id)
    const { from, to } = normalisePeriod(query)
    const terms = query.q == null ? [] : searchTerms(query.q)
    const contact = query.contact?.normalize('NFC').toLocaleLowerCase() ?? null
    const { sessions } = svc.store
    const table = sessions.base
    const productCode = product == null || !table ? -1 : table.messages.products.indexOf(product)
    // Newest first: the period is one run of the list, found by two binary searches.
    const start = to == null ? 0 : sessions.firstStartedBefore(Date.parse(to))
    const end = from == null ? sessions.length : sessions.firstStartedBefore(Date.parse(from))
    // Seeded conversations are read from the columns: only the page's rows become objects.
    const keepSeeded = (o: number): boolean =>
      table != null &&
      (product == null || table.messages.productOf(o) === productCode) &&
      (query.has_contact == null || table.hasContact(o) === query.has_contact) &&
      (contact == null || contactMatches(table.contactOf(o), contact))
    const keepLater = (s: StoredSession): boolean =>
      (product == null || s.product_id === product) &&
      (query.has_contact == null || (s.contact != null) === query.has_contact) &&
      (contact == null || contactMatches(s.contact, contact))
    const filtered = product != null || query.has_contact != null || contact != null || terms.length > 0
    // Where only the period filters, its run is the answer: nothing is walked, so the list's first
    // page costs the same at any size (40,000 conversations at 10×).
    const places = filtered
      ? sessions.select(
          start,
          Math.max(start, end),
          (s) => (typeof s === 'number' ? keepSeeded(s) : keepLater(s)) && sessionMatches(svc.store, s, terms),
        )
      : null
    const page = paginate<StoredSession>(
      places
        ? {
            length: places.length,
            at: (i) => sessions.at(places[i] ?? -1),
            placeOf: (id) => {
              const place = sessions.placeOf(id)
              const i = place < 0 ? -1 : partitionPoint(places.length, (k) => (places[k] ?? 0) < place)
              return places[i] === place ? i : -1
            },
          }
        : {
            length: Math.max(0, end - start),
            at: (i) => sessions.at(start + i),
            placeOf: (id) => {
              const place = sessions.placeOf(id)
              return place >= start && place < end ? place - start : -1
            },
          },
      query,
      url,
    )
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
