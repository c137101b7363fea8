// Renders at once; in demo mode the mock starts in parallel and the client's first
// request waits for it. This is the only place src loads mocks/, dynamically, so the
// mock stays in its own chunks.
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configure, getConfig, setMockReady } from './api/config'
import { rememberedDemoKey, trackDemoStart } from './lib/demo'
import { followColorScheme } from './lib/theme'
import { queryClient } from './query-client'
import { router } from './router'
import './styles.css'

followColorScheme()

if (getConfig().mode === 'demo') {
  configure({ apiKey: rememberedDemoKey() })
  setMockReady(trackDemoStart(import('../mocks/browser').then((m) => m.startDemo())))
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
