// The webhook queries that read several pages: every disabled endpoint, for the list's banner.
import { DEMO_KEY } from './contract/demo-keys'
import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, it } from 'vitest'
import { createService, type MockService } from '../../mocks/service'
import { manualClock } from '../../mocks/service/clock'
import { callApi } from './client'
import { configure } from './config'
import { LIMIT_MAX } from './contract'
import { webhookQueries } from './webhooks'

let svc: MockService
let seededDisabled = 0
const EXTRA = LIMIT_MAX + 20

beforeAll(async () => {
  svc = createService({ clock: manualClock(Date.UTC(2026, 10, 21, 12)) })
  configure({
    mode: 'remote',
    baseUrl: 'http://localhost/v1',
    apiKey: DEMO_KEY.write,
    fetch: (input, init) => svc.handle(new Request(input, init)),
  })
  seededDisabled = [...svc.store.webhooks.values()].filter((w) => w.status === 'disabled').length
  for (let i = 0; i < EXTRA; i++) {
    const created = await callApi('createWebhook', {
      body: { url: `https://ok.sandbox.invalid/${i}`, events: ['message.completed'] },
    })
    await callApi('disableWebhook', { params: { webhook_id: created.id } })
  }
})

describe('every disabled endpoint', () => {
  it('pages past the first hundred and counts each once', async () => {
    const { endpoints, complete } = await new QueryClient().fetchQuery(webhookQueries.allDisabled())
    expect(seededDisabled).toBeGreaterThan(0)
    expect(endpoints).toHaveLength(seededDisabled + EXTRA)
    expect(new Set(endpoints.map((w) => w.id)).size).toBe(endpoints.length)
    expect(endpoints.every((w) => w.status === 'disabled')).toBe(true)
    expect(complete).toBe(true)
  })

  it('says when its page cap cut the count short', async () => {
    const { endpoints, complete } = await new QueryClient().fetchQuery(webhookQueries.allDisabled(1))
    expect(endpoints).toHaveLength(LIMIT_MAX)
    expect(complete).toBe(false)
  })
})
