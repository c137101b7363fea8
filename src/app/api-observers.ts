// What the app learns from every answer to the API, registered with the transport
// (src/api/client/observers.ts): the key's rights, the endpoints the API deprecates, the ETags
// that make an edit conditional, and the request log.
import { endpointOf, observeAnswers } from '../api/client'
import { deprecations } from '../api/deprecations'
import { etagStore } from '../api/etags'
import { keyRights } from '../api/key-rights'
import { requestLog } from '../api/request-log'

/** Registers them in place of any before (a test run registers them per file). */
export function observeTheApi(): void {
  observeAnswers({
    // Whoever waits for the key's rights waits for this answer rather than asking again.
    sending: (config) => keyRights.sending(config),
    answered(config, res, { method, path }) {
      keyRights.report(config, res)
      const { headers } = res
      if (headers.has('deprecation') || headers.has('sunset'))
        deprecations.report(endpointOf(method, path), headers.get('deprecation'), headers.get('sunset'))
    },
    etag: (objectId, etag) => etagStore.set(objectId, etag),
    // The log masks the key and the end-user token as it keeps the entry.
    attempted: (attempt) => requestLog.add({ ...attempt, id: requestLog.nextId() }),
  })
}
