// MSW's worker (committed as msw ships it), with the site's assets and navigations routed
// straight to the network first, and kept registered when its last tab goes: docs/architecture.md,
// "The demo's service worker".
/* global activeClientIds */
self.addEventListener('install', (e) => {
  if (!e.addRoutes) return
  const assets = new URL('assets/*', self.location.href).pathname
  for (const condition of [{ requestMode: 'navigate' }, { urlPattern: { pathname: assets } }])
    e.waitUntil(e.addRoutes({ condition, source: 'network' }).catch(() => {}))
})
// MSW's worker unregisters itself when the last tab it knows says it is closing, and a tab says
// so on every page it leaves, a reload or a link included: when its next page was not yet a client,
// that page started uncontrolled, and the worker installed again. This listener comes before MSW's
// and takes the message: the tab is only no longer MSW's (its own set, in mockServiceWorker.js).
self.addEventListener('message', (e) => {
  if (e.data !== 'CLIENT_CLOSED') return
  e.stopImmediatePropagation()
  if (e.source) activeClientIds.delete(e.source.id)
})
importScripts('./mockServiceWorker.js')
