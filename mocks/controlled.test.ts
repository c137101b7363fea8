import { describe, expect, it } from 'vitest'
import { untilControlled } from './controlled'

type Stage = 'installing' | 'waiting' | 'activating' | 'active'

/** A service-worker container whose page is not controlled yet, with one registration at `stage` (or none). */
function container(stage: Stage | null) {
  const target = new EventTarget()
  const worker = { state: stage === 'activating' ? 'activating' : 'activated' } as ServiceWorker
  const sw = Object.assign(target, {
    controller: null as ServiceWorker | null,
    getRegistration: () =>
      Promise.resolve(
        stage
          ? ({
              installing: stage === 'installing' ? worker : null,
              waiting: stage === 'waiting' ? worker : null,
              active: stage === 'active' || stage === 'activating' ? worker : null,
            } as ServiceWorkerRegistration)
          : undefined,
      ),
  })
  const claim = () => {
    sw.controller = worker
    target.dispatchEvent(new Event('controllerchange'))
  }
  return { sw: sw as unknown as ServiceWorkerContainer, claim }
}

/** Whether `p` settled within a few turns. */
async function settledSoon(p: Promise<unknown>): Promise<boolean> {
  let settled = false
  void p.then(() => (settled = true))
  for (let i = 0; i < 5; i++) await Promise.resolve()
  await new Promise((r) => setTimeout(r, 0))
  return settled
}

describe('untilControlled', () => {
  it.each(['installing', 'waiting', 'activating'] as const)(
    'waits while the worker is %s, until it claims the page',
    async (stage) => {
      const { sw, claim } = container(stage)
      const waiting = untilControlled(sw, 60_000)
      expect(await settledSoon(waiting)).toBe(false)
      claim()
      expect(await settledSoon(waiting)).toBe(true)
    },
  )

  it('returns at once when the page is controlled, nothing is registered, or the worker has activated', async () => {
    const controlled = container('installing')
    controlled.claim()
    expect(await settledSoon(untilControlled(controlled.sw, 60_000))).toBe(true)
    expect(await settledSoon(untilControlled(container(null).sw, 60_000))).toBe(true)
    expect(await settledSoon(untilControlled(container('active').sw, 60_000))).toBe(true)
    expect(await settledSoon(untilControlled(undefined, 60_000))).toBe(true)
  })

  it('gives up after its wait, leaving the rest to MSW', async () => {
    const { sw } = container('installing')
    const waiting = untilControlled(sw, 20)
    expect(await settledSoon(waiting)).toBe(false)
    await new Promise((r) => setTimeout(r, 30))
    expect(await settledSoon(waiting)).toBe(true)
  })
})
