// How the app's entry reaches what src/app/boot/boot.ts started. boot is an async script: it runs as soon as
// it arrives, nearly always before the entry, which waits on other chunks. When it has not run yet,
// the entry looks again until it has.
import type { BootHandoff } from './boot'

/** The script is in every page the build serves: past this, it is not coming. */
export const BOOT_WAIT_MS = 10_000

export function bootHandoff(): Promise<BootHandoff> {
  const since = performance.now()
  return new Promise(function look(resolve, reject) {
    const handoff = globalThis.__agentConsoleBoot
    if (handoff) resolve(handoff)
    else if (performance.now() - since > BOOT_WAIT_MS) reject(new Error('The page was served without its boot script.'))
    // Boot nearly always ran first; when not, it is a moment away.
    else setTimeout(() => look(resolve, reject), 10)
  })
}
