// @vitest-environment jsdom
// The app's entry finds boot's handoff whether boot ran before it or after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BootHandoff } from './boot'
import { BOOT_WAIT_MS, bootHandoff } from './handoff'

const handoff: BootHandoff = { startDemo: () => Promise.reject(new Error('not in this test')), take: () => undefined }

describe('bootHandoff', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    globalThis.__agentConsoleBoot = undefined
  })

  it('takes the handoff at once when boot ran first', async () => {
    globalThis.__agentConsoleBoot = handoff
    await expect(bootHandoff()).resolves.toBe(handoff)
  })

  it('waits for boot when the entry ran first', async () => {
    const waiting = bootHandoff()
    await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS - 100)
    globalThis.__agentConsoleBoot = handoff
    await vi.advanceTimersByTimeAsync(20)
    await expect(waiting).resolves.toBe(handoff)
  })

  it('says the page came without boot when it never runs', async () => {
    const waiting = bootHandoff()
    const failed = expect(waiting).rejects.toThrow('served without its boot script')
    await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS + 20)
    await failed
  })
})
