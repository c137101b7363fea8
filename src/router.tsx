// The router: the generated route tree, the query client in context, and readable
// defaults for loading, failing and unknown URLs.
import { createRouter } from '@tanstack/react-router'
import { NotFound, RouteError, RoutePending } from './components/layout/route-states'
import { queryClient } from './query-client'
import { routeTree } from './routeTree.gen'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query decides freshness; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
