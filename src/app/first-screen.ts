// The first screen paints once, with its rows and its banners in place, rather than as a
// skeleton that data and banners then push around. The first render waits for the router's
// first load and the data it started, up to FIRST_PAINT_BUDGET_MS; past it the shell paints
// and main keeps the screen back until that data is in, up to SCREEN_BUDGET_MS, after which
// skeletons show as on any slow load. Later navigations are not held: cached screens open at once.
import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { getConfig } from '../api/config'
import { observable } from '../lib/observable'
import { walletQueries } from '../api/wallet'
import { capabilityQueries, prefetchForWorkspace } from './capabilities'

/** From navigation start: later than this, something paints whatever has arrived. */
export const FIRST_PAINT_BUDGET_MS = 300

/**
 * From navigation start: until then main holds the first screen back while its data and the
 * banners' are on their way (the header and sidebar paint at FIRST_PAINT_BUDGET_MS), so they
 * appear together and in place instead of as skeletons that the answers then push around.
 * Later than this, main shows the screen's skeletons, as on any slow load.
 */
export const SCREEN_BUDGET_MS = 1_000

/**
 * From navigation start: until then a screen past SCREEN_BUDGET_MS still waits for the banners to
 * know whether they show (main says it is still working), so a banner never lands above painted
 * skeletons and pushes them down. On the demo, the banners' answers come with the screen's.
 */
export const BANNERS_BUDGET_MS = 10_000

/** A query the screen waits for: asked, and with nothing to show yet (stale data shows while it refreshes). */
const awaited = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'pending' && q.state.fetchStatus === 'fetching')

/**
 * Resolves when no query is waiting for its first answer. An answer may start the next queries (the
 * workspace's, once the key's probe says it may read them) in the promise callbacks it settles: the
 * quiet is trusted only when it lasts past them, into the next turn.
 */
export function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | undefined
    const check = () => {
      if (awaited(client)) return
      setTimeout(() => {
        if (awaited(client)) return
        unsubscribe?.()
        resolve()
      }, 0)
    }
    // A query's first fetch starts within the turn that created it; look once that turn is over.
    setTimeout(() => {
      unsubscribe = client.getQueryCache().subscribe(check)
      check()
    }, 0)
  })
}

/**
 * `in` once the first screen's data is; `late` once SCREEN_BUDGET_MS has passed, in or not;
 * `overdue` once BANNERS_BUDGET_MS has.
 */
export type FirstScreen = 'waiting' | 'in' | 'late' | 'overdue'
const firstScreen = observable<FirstScreen>('waiting')

/**
 * Resolves when the first screen can paint complete: `load` (the router's first load, which
 * starts the screen's queries) is done and those queries answered; or when `budgetMs` from
 * navigation start has passed, whichever comes first. Never rejects: a failed load paints its error.
 * Called once, for the page's first screen: it also marks it for useFirstScreen.
 */
export function untilFirstScreen(
  client: QueryClient,
  load: Promise<unknown>,
  budgetMs = FIRST_PAINT_BUDGET_MS,
  now: () => number = () => performance.now(),
): Promise<void> {
  const ready = load.then(
    () => queriesSettled(client),
    () => undefined,
  )
  // What main waits for (useFirstScreen), past the first paint.
  void ready.then(() => firstScreen.update((s) => (s === 'waiting' ? 'in' : s)))
  setTimeout(() => firstScreen.set('late'), SCREEN_BUDGET_MS - now())
  setTimeout(() => firstScreen.set('overdue'), BANNERS_BUDGET_MS - now())
  const left = Math.max(0, budgetMs - now())
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))
  return Promise.race([ready, budget]).finally(() => clearTimeout(timer))
}

/**
 * What the shell shows above every screen, asked together with the screen's data so its banners
 * are in place when the screen first paints: the key's rights (the locked-key banner), the wallet
 * (the trial banner; not for a locked key, which the API would refuse), and in demo mode the
 * mock's state (faults and notices). Errors are the shell's to show, not the loader's.
 */
export function prefetchShell(client: QueryClient): void {
  const config = getConfig()
  const probe = capabilityQueries.probe(config)
  // A refusal (401) is not asked again on every navigation: it is what sends the user to settings.
  if (client.getQueryState(probe.queryKey)?.status === 'error') return
  // The rights, and the wallet as a workspace screen's data: with the screen's requests for an
  // unlocked demo key, after the rights for any other; nothing more for a refused key.
  prefetchForWorkspace(client, () => client.prefetchQuery(walletQueries.balance()), false)
  // The mock's API module is demo-only: it loads with this first request.
  if (config.mode === 'demo')
    void import('../api/mock').then(({ mockQueries }) => client.prefetchQuery(mockQueries.state()))
}

export const useFirstScreen = (): FirstScreen =>
  useSyncExternalStore(
    (onChange) => firstScreen.subscribe(onChange),
    () => firstScreen.get(),
  )
