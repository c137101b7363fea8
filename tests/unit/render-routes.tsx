// Renders a route tree into a test's React root, at a URL, with a query cache: for components
// that read the router (links, search params) or its loaders.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { act } from 'react'
import type { DomRoot } from './dom-root'

export async function renderRoutes(dom: DomRoot, routeTree: AnyRoute, client: QueryClient, url = '/') {
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createRouter({ routeTree, history })
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    await router.load()
  })
  return { router, history }
}
