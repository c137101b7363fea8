// Renders at once; in demo mode the mock, started by src/boot.ts before this code
// arrived, is taken over here, and the client's first request waits for it.
import './api/contract/jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { restoreConnection } from './lib/connection'
import { demoStatus, registerDemoStarter, startDemoMode } from './lib/demo'
import { keepDemoCache, restoreDemoCache } from './lib/demo-cache'
import { untilFirstScreen } from './lib/first-screen'
import { startLiveUpdates } from './lib/live-updates'
import { followColorScheme } from './lib/theme'
import { queryClient } from './query-client'
import { router } from './router'
import './styles.css'

followColorScheme()

// boot.ts is the one place src loads mocks/; settings starts demo mode again through it.
registerDemoStarter(() => {
  const boot = globalThis.__agentConsoleBoot
  return boot ? boot.startDemo() : Promise.reject(new Error('The page was served without its boot script.'))
})
// Every tab refreshes what the shared mock changed (another tab's write, a retry, live traffic).
startLiveUpdates(queryClient, { enabled: () => demoStatus.get().state === 'ready' })

// A remote connection never starts the mock, so MSW never sees a real API's requests.
const restored = restoreConnection()
if (restored.mode === 'demo') void startDemoMode()
else if (restored.keyForgotten)
  void router.navigate({ to: '/settings', search: { reason: 'key_forgotten' }, replace: true })
// Demo mode: the last visit's rows, shown at once while the mock restarts behind them.
restoreDemoCache(queryClient)
keepDemoCache(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The first screen paints once, complete (lib/first-screen.ts).
await untilFirstScreen(queryClient, router.load())

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
