// The app's entry: takes over what boot started (the mode it decided, the mock or the first
// requests), then paints the first screen once it is complete. The whole sequence:
// docs/architecture.md, "Boot".
import '../api/contract/jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadDemoBanners } from './shell/shell-banners'
import { observeTheApi } from './api-observers'
import { booted } from './boot/boot'
import { configure } from '../api/config'
import { followConfig, learnAfter } from './capabilities'
import { restoreConnection } from './connection'
import { demoStatus, showedFirstScreen, startDemo } from './demo'
import { prefetchShell, untilFirstScreen, watchShell } from './first-screen'
import { followColorScheme } from './theme'
import { startLanguage } from './i18n/i18n'
import { queryClient } from './query-client'
import { holdSkeletonsFromNowOn, router } from './router'
import '../styles.css'

followColorScheme()
observeTheApi()
// Another language's catalogs download beside the first screen's requests; the screen waits for them.
const language = startLanguage()

let following = false
/**
 * Every tab refreshes what the shared mock changed (another tab's write, a retry, live traffic),
 * from the first time demo mode starts; a real API's first load does not carry the code. Not once
 * the page is being left: MSW lets go of it at `beforeunload`, so a refresh would reach the server.
 */
function followTheMock(): void {
  if (following) return
  following = true
  let leaving = false
  addEventListener('beforeunload', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
  void import('./live-updates').then(({ startLiveUpdates }) =>
    startLiveUpdates(queryClient, { enabled: () => !leaving && demoStatus.get().state === 'ready' }),
  )
}

// Demo mode, from its first start (here or from settings), brings the shared mock's updates.
demoStatus.subscribe(() => {
  if (demoStatus.get().state !== 'off') followTheMock()
})
// Without boot (a page served without its table) demo mode says why it cannot start.
const restored = restoreConnection(booted?.connection ?? { mode: 'demo' })
configure({ prefetched: (url, apiKey) => booted?.take(url, apiKey) })
// From the restored connection on: a switch resets the cache and asks again what the first screen's
// banners need (first-screen.ts).
followConfig(queryClient, prefetchShell)
// What the first screen asks goes straight to the demo's worker; what comes after it, through MSW.
watchShell(queryClient, showedFirstScreen)
// A remote connection never starts the mock, so MSW never sees a real API's requests.
if (restored.mode === 'demo') void startDemo()
else if (restored.keyForgotten)
  void router.navigate({ to: '/settings', search: { reason: 'key_forgotten' }, replace: true })
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/**
 * Not top-level await: the chunks this waits for import the app's entry, whose evaluation a
 * top-level await would hold open, so they could never finish loading.
 */
async function firstPaint(container: HTMLElement): Promise<void> {
  // Demo mode: the last visit's rows, shown at once while the mock restarts behind them (a chunk a
  // real API's first load does not carry).
  if (restored.mode === 'demo')
    await import('./demo-cache').then(
      (m) => m.keepDemoCache(queryClient),
      // Without it the screen paints as on a first visit.
      () => undefined,
    )
  // The first screen paints once, complete (first-screen.ts), its demo banners' code in too:
  // without it the screen would wait behind a blank Suspense fallback after the first paint.
  const load = router.load()
  learnAfter(load)
  void load.then(holdSkeletonsFromNowOn, holdSkeletonsFromNowOn)
  await untilFirstScreen(
    queryClient,
    Promise.all([load, restored.mode === 'demo' ? loadDemoBanners() : null, language]),
  )
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void firstPaint(root)
