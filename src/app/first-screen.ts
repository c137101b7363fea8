// The first screen paints once, with its rows and its banners in place, rather than as a
// skeleton that data and banners then push around. This module is the one gate that decides it,
// with every budget it waits by; docs/architecture.md, "The first screen", tells the sequence.
// The first render waits for the router's first load and the data it started, up to
// FIRST_PAINT_BUDGET_MS; past it the shell paints and main keeps the screen back until that data
// is in, up to SCREEN_BUDGET_MS, after which skeletons show as on any slow load. Later
// navigations are not held: cached screens open at once.
import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { connectionOf, getConfig, subscribeConfig, type ApiConfig } from '../api/config'
import { mockKeys } from '../api/keys'
import { walletQueries } from '../api/wallet'
import { observable } from '../lib/observable'
import { capabilityQueries, prefetchForWorkspace } from './capabilities'
import { BANNERS_BUDGET_MS, FIRST_PAINT_BUDGET_MS, SCREEN_BUDGET_MS } from './first-screen-budgets'
import { laterRequests, startsLater } from './later-requests'

/** A query the screen waits for: asked, and with nothing to show yet (stale data shows while it refreshes). */
const awaited = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'pending' && q.state.fetchStatus === 'fetching')

/**
 * Resolves when no query is waiting for its first answer and no answer is still to start more
 * (later-requests.ts): the workspace's queries, once the key's rights allow them, count too.
 */
export function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = []
    const check = () => {
      if (awaited(client) || laterRequests.get() > 0) return
      stops.forEach((stop) => stop())
      resolve()
    }
    stops.push(client.getQueryCache().subscribe(check), laterRequests.subscribe(check))
    check()
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
    startsLater(import('../api/mock').then(({ mockQueries }) => void client.prefetchQuery(mockQueries.state())))
}

/** Whether every banner knows whether it shows: the key's rights, the trial (unless the key is locked), the mock's state. */
function bannersSettled(client: QueryClient, config: Readonly<ApiConfig>): boolean {
  const pending = (key: readonly unknown[]) => (client.getQueryState(key)?.status ?? 'pending') === 'pending'
  const probe = client.getQueryState(capabilityQueries.probe(config).queryKey)
  if (!probe || probe.status === 'pending') return false
  if (probe.status === 'success' && !probe.data?.locked && pending(walletQueries.balance().queryKey)) return false
  return config.mode !== 'demo' || !pending(mockKeys.state())
}

/** The connection whose banners and screen main shows: once shown, a refetch never hides them again. */
const shownFor = observable<string | null>(null)

/**
 * The shell's decision, made outside React: main shows the banners and the screen once the first
 * screen's data is in (or late) and the banners know whether they show, or once the banners'
 * budget is over; after a switch of connection, once the new banners are known. Cache events
 * come while components render (an observer built in a render adds its query), so the decision
 * is taken after the event, never inside another component's render. `firstShown` is called
 * once, when main shows its first screen.
 */
export function watchShell(client: QueryClient, firstShown: () => void = () => undefined): () => void {
  let queued = false
  const decide = () => {
    queued = false
    const config = getConfig()
    const connection = connectionOf(config)
    if (shownFor.get() === connection) return
    const screen = firstScreen.get()
    if (screen === 'overdue' || (screen !== 'waiting' && bannersSettled(client, config))) {
      if (shownFor.get() === null) firstShown()
      shownFor.set(connection)
    }
  }
  const soon = () => {
    if (queued) return
    queued = true
    queueMicrotask(decide)
  }
  const stops = [client.getQueryCache().subscribe(soon), subscribeConfig(soon), firstScreen.subscribe(soon)]
  soon()
  return () => stops.forEach((stop) => stop())
}

/** Whether main shows the banners and the screen for the connection in use (watchShell decides). */
export function useShellShows(): boolean {
  const connection = connectionOf(useSyncExternalStore(subscribeConfig, getConfig))
  return (
    useSyncExternalStore(
      (onChange) => shownFor.subscribe(onChange),
      () => shownFor.get(),
    ) === connection
  )
}

export const useFirstScreen = (): FirstScreen =>
  useSyncExternalStore(
    (onChange) => firstScreen.subscribe(onChange),
    () => firstScreen.get(),
  )
