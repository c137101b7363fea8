// MSW's worker (committed as msw ships it), with the site's assets and navigations routed
// straight to the network first: docs/architecture.md, "The demo's service worker".
self.addEventListener('install', (e) => {
  if (!e.addRoutes) return
  const assets = new URL('assets/*', self.location.href).pathname
  for (const condition of [{ requestMode: 'navigate' }, { urlPattern: { pathname: assets } }])
    e.waitUntil(e.addRoutes({ condition, source: 'network' }).catch(() => {}))
})
importScripts('./mockServiceWorker.js')
