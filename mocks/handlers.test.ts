import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHandlers } from './handlers'

const echo = async (req: Request) =>
  new Response(JSON.stringify({ method: req.method, url: req.url, body: await req.text() }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

describe('createHandlers', () => {
  const handlers = createHandlers(echo, { origin: 'http://localhost:5173/' })

  it.each([
    'http://localhost:5173/v1',
    'http://localhost:5173/v1/products?limit=5',
    'http://localhost:5173/v1/webhooks/wh_abc123/deliveries',
    'http://localhost:5173/_mock',
    'http://localhost:5173/_mock/conversations',
  ])('forwards %s with its method, query and body', async (url) => {
    const res = await getResponse(handlers, new Request(url, { method: 'PATCH', body: '{"a":1}' }))
    expect(res?.status).toBe(200)
    expect(await res?.json()).toEqual({ method: 'PATCH', url, body: '{"a":1}' })
  })

  it.each([
    'http://localhost:5173/',
    'http://localhost:5173/v10/products',
    'http://localhost:5173/src/main.tsx',
    'http://localhost:5173/_mockery',
    'http://localhost/v1/products',
    'http://localhost:4010/v1/products',
    'https://api.example.com/v1/products',
  ])('leaves %s alone', async (url) => {
    expect(await getResponse(handlers, new Request(url))).toBeUndefined()
  })

  it('answers a failing forward with a problem, not a stack trace', async () => {
    const broken = createHandlers(() => Promise.reject(new Error('worker crashed in /secret/path/worker.ts:12')), {
      origin: 'http://localhost',
    })
    const res = await getResponse(broken, new Request('http://localhost/v1/products'))
    expect(res?.status).toBe(500)
    expect(res?.headers.get('content-type')).toBe('application/problem+json')
    const text = (await res?.text()) ?? ''
    expect(JSON.parse(text)).toMatchObject({ status: 500, code: 'internal_error', instance: '/v1/products' })
    expect(text).not.toMatch(/secret|worker\.ts|\bat\s/)
  })
})
