import { describe, expect, it } from 'vitest'
import { deferWebhooks, emptyStore, whenWebhooksBuilt } from './store'

describe('deferWebhooks', () => {
  it('builds on the first read of any deferred part, once, then runs what waited for it, then its own next step', () => {
    const store = emptyStore()
    const log: string[] = []
    deferWebhooks(
      store,
      () => {
        log.push(`build, finding ${store.webhooks.size}`)
        store.deliveries.set('wh_1', [])
      },
      () => log.push('then'),
    )
    whenWebhooksBuilt(store, () => log.push(`after, ${store.deliveries.size}`))
    expect(log).toEqual([])
    void store.products
    expect(log).toEqual([])
    expect(store.deliveries.get('wh_1')).toEqual([])
    void store.webhooks
    void store.deliveriesById
    expect(log).toEqual(['build, finding 0', 'after, 1', 'then'])
    whenWebhooksBuilt(store, () => log.push('at once'))
    expect(log.at(-1)).toBe('at once')
  })
})
