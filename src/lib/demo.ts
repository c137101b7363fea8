// Demo mode on the app's side: the public demo keys, which one was picked, and
// whether the in-browser mock has started (main.tsx starts it).
import { observable } from '../api/observable'

export interface DemoKey {
  key: string
  label: string
  description: string
}

/** The demo workspace's keys (BRIEF §4). They are public, so remembering the pick is harmless. */
export const DEMO_KEYS: readonly DemoKey[] = [
  { key: 'ak_test_write', label: 'Workspace, write', description: 'Reads and changes everything in the workspace.' },
  { key: 'ak_test_read', label: 'Workspace, read', description: 'Reads everything; every change is refused.' },
  { key: 'ak_test_locked', label: 'Support assistant, write', description: 'Locked to the support-assistant product.' },
  {
    key: 'ak_test_locked_read',
    label: 'Support assistant, read',
    description: 'Locked to support-assistant, read only.',
  },
]

export const DEFAULT_DEMO_KEY = 'ak_test_write'
const STORAGE_KEY = 'agent-console:demo-key'

export const demoKeyLabel = (key: string | null): string | null => DEMO_KEYS.find((k) => k.key === key)?.label ?? null

/** The demo key picked last time, if it is still one of the demo keys. */
export function rememberedDemoKey(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return DEMO_KEYS.some((k) => k.key === stored) && stored ? stored : DEFAULT_DEMO_KEY
  } catch {
    // Storage can be refused (private windows, blocked cookies); the default key is fine then.
    return DEFAULT_DEMO_KEY
  }
}

/** Only demo keys are ever stored here; real keys never touch localStorage (BRIEF §5). */
export function rememberDemoKey(key: string): void {
  if (!DEMO_KEYS.some((k) => k.key === key)) return
  try {
    localStorage.setItem(STORAGE_KEY, key)
  } catch {
    // Not remembering is harmless: the next visit starts with the default key.
  }
}

export type DemoStatus =
  { state: 'off' } | { state: 'starting' } | { state: 'ready'; shared: boolean } | { state: 'failed'; message: string }

export const demoStatus = observable<DemoStatus>({ state: 'off' })

/** Tracks a demo start so the UI can say "starting", "ready" or why it failed. */
export function trackDemoStart(start: Promise<{ shared: boolean }>): Promise<{ shared: boolean }> {
  demoStatus.set({ state: 'starting' })
  start.then(
    ({ shared }) => demoStatus.set({ state: 'ready', shared }),
    (e: unknown) => demoStatus.set({ state: 'failed', message: e instanceof Error ? e.message : String(e) }),
  )
  return start
}
