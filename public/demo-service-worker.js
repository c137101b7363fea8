// MSW's worker, after the demo's own routes and listener: docs/architecture.md, "The demo's service worker".
self.addEventListener('install', (e) => {
  if (!e.addRoutes) return
  const assets = new URL('assets/*', self.location.href).pathname
  for (const condition of [{ requestMode: 'navigate' }, { urlPattern: { pathname: assets } }])
    e.waitUntil(e.addRoutes({ condition, source: 'network' }).catch(() => {}))
})
// MSW's listener would unregister the worker once its last tab leaves.
self.addEventListener('message', (e) => {
  if (e.data !== 'CLIENT_CLOSED') return
  e.stopImmediatePropagation()
  if (e.source) activeClientIds.delete(e.source.id)
})
importScripts('./mockServiceWorker.js')
