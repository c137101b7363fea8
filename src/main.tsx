// Renders at once; in demo mode the mock starts in parallel and the client's first
// request waits for it. This is the only place src loads mocks/, dynamically, so the
// mock stays in its own chunks.
import './api/contract/jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { restoreConnection } from './lib/connection'
import { demoStatus, registerDemoStarter, startDemoMode } from './lib/demo'
import { startLiveUpdates } from './lib/live-updates'
import { followColorScheme } from './lib/theme'
import { queryClient } from './query-client'
import { router } from './router'
import './styles.css'

followColorScheme()

// Settings starts demo mode again after a real connection; it may not import mocks/ itself.
registerDemoStarter(() => import('../mocks/browser').then((m) => m.startDemo()))
// Every tab refreshes what the shared mock changed (another tab's write, a retry, live traffic).
startLiveUpdates(queryClient, { enabled: () => demoStatus.get().state === 'ready' })

// A remote connection never starts the mock, so MSW never sees a real API's requests.
const restored = restoreConnection()
if (restored.mode === 'demo') void startDemoMode()
else if (restored.keyForgotten)
  void router.navigate({ to: '/settings', search: { reason: 'key_forgotten' }, replace: true })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
