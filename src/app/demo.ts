// Demo mode on the app's side: the public demo keys, which one was picked, and
// starting or stopping the in-browser mock that boot started.
import { t } from '@lingui/core/macro'
import { useSyncExternalStore } from 'react'
import { setMockReady, type ApiConfig } from '../api/config'
import { DEMO_KEY, DEMO_KEYS } from '../api/contract/demo-keys'
import { observable } from '../lib/observable'
import { booted, type DemoHandle } from './boot/boot'
import { STORAGE_KEYS } from '../lib/constants'

/** The demo workspace's keys (README, "Demo keys"). They are public, so remembering the pick is harmless. */
export { DEMO_KEYS, type DemoKey } from '../api/contract/demo-keys'

export const DEFAULT_DEMO_KEY = DEMO_KEY.write

export const isDemoKey = (key: string | null): boolean => DEMO_KEYS.some((k) => k.key === key)

/**
 * An unlocked demo key: its rights are public (above), so its workspace screens need not wait for
 * the first answer to say the key is not product-locked (capabilities.ts).
 */
export const isWorkspaceDemoKey = (config: Readonly<ApiConfig>): boolean =>
  config.mode === 'demo' && DEMO_KEYS.some((k) => k.key === config.apiKey && !k.productSlug)

/** A demo key's name in the reader's language; null for a key that is not a demo key. */
export function demoKeyLabel(key: string | null): string | null {
  switch (key) {
    case DEMO_KEY.write:
      return t`Workspace, write`
    case DEMO_KEY.read:
      return t`Workspace, read`
    case DEMO_KEY.locked:
      return t`Support assistant, write`
    case DEMO_KEY.lockedRead:
      return t`Support assistant, read`
    default:
      return null
  }
}

/** The demo key picked last time, if it is still one of the demo keys. */
export function rememberedDemoKey(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.demoKey)
    return stored && isDemoKey(stored) ? stored : DEFAULT_DEMO_KEY
  } catch {
    // Storage can be refused (private windows, blocked cookies); the default key is fine then.
    return DEFAULT_DEMO_KEY
  }
}

/** Only demo keys are ever stored here; real keys never touch localStorage (docs/architecture.md, "Secrets"). */
export function rememberDemoKey(key: string): void {
  if (!isDemoKey(key)) return
  try {
    localStorage.setItem(STORAGE_KEYS.demoKey, key)
  } catch {
    // Not remembering is harmless: the next visit starts with the default key.
  }
}

export type DemoStatus =
  { state: 'off' } | { state: 'starting' } | { state: 'ready'; shared: boolean } | { state: 'failed'; message: string }

export const demoStatus = observable<DemoStatus>({ state: 'off' })

let running: Promise<DemoHandle> | null = null
/** Whether the page's first screen has been shown: from then on, requests go through MSW. */
let firstScreenShown = false

export const useDemoStatus = (): DemoStatus =>
  useSyncExternalStore(
    (listener) => demoStatus.subscribe(listener),
    () => demoStatus.get(),
  )

/** Sends the running mock's later requests through MSW, which starts now. */
const intercept = (start: Promise<DemoHandle>) =>
  void start.then(
    (handle) => handle.intercept(),
    // A start that failed has said so already.
    () => undefined,
  )

/**
 * Starts the mock, taking over the start boot made (docs/architecture.md, "Boot"); the client's
 * demo requests wait for it. Calling it again while it runs is a no-op.
 */
export function startDemo(): Promise<{ shared: boolean }> {
  if (running) return running
  if (!booted) return Promise.reject(new Error('Demo mode cannot start: the page was served without its boot script.'))
  demoStatus.set({ state: 'starting' })
  const start = booted.startDemo()
  running = start
  setMockReady(start)
  start.then(
    ({ shared }) => demoStatus.set({ state: 'ready', shared }),
    (e: unknown) => {
      // A later attempt (a retry, switching back to demo) may start it afresh.
      if (running === start) running = null
      demoStatus.set({ state: 'failed', message: e instanceof Error ? e.message : String(e) })
    },
  )
  if (firstScreenShown) intercept(start)
  return start
}

/**
 * The first screen is on view (main.tsx): its requests went straight to the mock's worker, and
 * every later one goes through MSW's service worker, as any request of the page would.
 */
export function showedFirstScreen(): void {
  if (firstScreenShown) return
  firstScreenShown = true
  if (running) intercept(running)
}

/**
 * Stops MSW intercepting this tab's requests, so a real API (even one on this
 * origin's /v1) is reached directly. The shared workspace lives on in other tabs.
 */
export async function stopDemo(): Promise<void> {
  const current = running
  if (!current) return
  running = null
  demoStatus.set({ state: 'off' })
  try {
    const runtime = await current
    runtime.stop()
  } catch {
    // It never started, so there is nothing to stop.
  }
}
