// How the app's entry reaches what src/boot.ts started. boot is an async script: it runs as soon as
// it arrives, nearly always before the entry, which waits on other chunks. When it has not run yet,
// the entry waits for it to say it has.
import type { BootHandoff } from '../boot'

/** Dispatched on window by boot.ts once its handoff is in place (boot.test.ts holds the names equal). */
export const BOOT_READY_EVENT = 'agent-console:boot-ready'
/** The script is in every page the build serves: past this, it is not coming. */
export const BOOT_WAIT_MS = 10_000

export function bootHandoff(): Promise<BootHandoff> {
  const ready = globalThis.__agentConsoleBoot
  if (ready) return Promise.resolve(ready)
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      removeEventListener(BOOT_READY_EVENT, onReady)
      reject(new Error('The page was served without its boot script.'))
    }, BOOT_WAIT_MS)
    function onReady() {
      const handoff = globalThis.__agentConsoleBoot
      if (!handoff) return
      clearTimeout(timeout)
      removeEventListener(BOOT_READY_EVENT, onReady)
      resolve(handoff)
    }
    addEventListener(BOOT_READY_EVENT, onReady)
  })
}
