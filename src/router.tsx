// The router: the generated route tree, the query client in context, readable
// defaults for loading, failing and unknown URLs, and where a refused key leads.
import { createRouter } from '@tanstack/react-router'
import { NotFound, RouteError, RoutePending } from './components/layout/route-states'
import { onUnauthorized } from './lib/capabilities'
import { parseSearch, stringifySearch } from './lib/search-params'
import { queryClient } from './query-client'
import { routeTree } from './routeTree.gen'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query decides freshness; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  // Skeletons only for loads that take a moment, and then long enough not to flicker.
  defaultPendingMs: 150,
  defaultPendingMinMs: 300,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
  parseSearch,
  stringifySearch,
})

/** A 401 anywhere: to settings, saying why, once (several queries fail together). */
onUnauthorized((reason) => {
  const { pathname, searchStr } = router.state.location
  const target = `?reason=${encodeURIComponent(reason)}`
  if (pathname === '/settings' && searchStr === target) return
  void router.navigate({ href: `/settings${target}`, replace: pathname === '/settings' })
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
