// The router: the generated route tree, the query client in context, readable
// defaults for loading, failing and unknown URLs, and where a refused key leads.
import { createRouter } from '@tanstack/react-router'
import { NotFound, RouteError, RoutePending } from '../components/layout/route-states'
import { onUnauthorized } from './capabilities'
import { activeLanguage } from './i18n/i18n'
import { parseSearch, stringifySearch } from './search-params'
import { queryClient } from './query-client'
import { routeTree } from '../routeTree.gen'

/**
 * Once shown, a navigation's skeleton stays at least this long, so a quick answer does not flash it.
 * Not on the first screen: its skeleton shows only once the first paint's budget (first-screen.ts)
 * has run out, and holding it longer would hide rows that arrived just after.
 */
const PENDING_MIN_MS = 300

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query decides freshness; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: RoutePending,
  // Skeletons only for loads that take a moment; held long enough not to flicker from the second screen on.
  defaultPendingMs: 150,
  defaultPendingMinMs: 0,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
  parseSearch,
  stringifySearch,
})

/** Called once the first screen has loaded: from then on a skeleton shown is held PENDING_MIN_MS. */
export function holdSkeletonsFromNowOn(): void {
  // The router reads it each time it offers a pending component; update() would also re-read the location.
  router.options.defaultPendingMinMs = PENDING_MIN_MS
}

// Page titles are messages made as each route's head runs: a new language runs them again.
activeLanguage.subscribe(() => void router.invalidate())

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
