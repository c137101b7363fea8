import { describe, expect, it, vi } from 'vitest'
import { connectService, type OpenedWorker } from './link'
import type { FromWorker, ToWorker } from './worker'

/** A SharedWorker's port as the page sees it, and what the worker was sent. */
function fakeWorker(failed: Promise<never> = new Promise<never>(() => undefined)) {
  const sent: ToWorker[] = []
  let listener: ((event: MessageEvent<FromWorker>) => void) | undefined
  const port = {
    postMessage: (message: ToWorker) => void sent.push(message),
    addEventListener: (_: 'message', l: typeof listener) => void (listener = l),
    start: () => undefined,
    close: () => undefined,
  }
  const opened = { worker: { port } as unknown as SharedWorker, failed, controlled: false } satisfies OpenedWorker
  const reply = (data: FromWorker) => listener?.({ data } as MessageEvent<FromWorker>)
  const lastId = () => {
    const last = sent.at(-1)
    if (last?.type !== 'request') throw new Error('no request sent')
    return last.id
  }
  return { opened, sent, reply, lastId }
}

describe('the page’s link to the mock’s worker', () => {
  it('sends a request before the workspace is ready, and answers with the worker’s response', async () => {
    const w = fakeWorker()
    const link = connectService(w.opened)
    expect(w.sent).toEqual([{ type: 'hello' }])
    const answer = link.fetch('http://localhost/v1/products', { headers: { 'X-Api-Key': 'ak_test_write' } })
    await vi.waitFor(() => expect(w.sent).toHaveLength(2))
    expect(w.sent[1]).toMatchObject({
      type: 'request',
      url: 'http://localhost/v1/products',
      method: 'GET',
      headers: [['x-api-key', 'ak_test_write']],
      body: null,
    })
    w.reply({ type: 'ready', shared: true })
    await expect(link.ready).resolves.toEqual({ shared: true })
    const body = new TextEncoder().encode('{"data":[]}').buffer
    w.reply({
      type: 'response',
      id: w.lastId(),
      status: 200,
      statusText: 'OK',
      headers: [['x-request-id', 'req_1']],
      body,
    })
    const res = await answer
    expect([res.status, res.headers.get('x-request-id'), await res.json()]).toEqual([200, 'req_1', { data: [] }])
  })

  it('carries a write’s body, and fails a fetch as the network would under the offline fault', async () => {
    const w = fakeWorker()
    const link = connectService(w.opened)
    const write = link.fetch('http://localhost/v1/tools', { method: 'POST', body: '{"name":"x"}' })
    await vi.waitFor(() => expect(w.sent).toHaveLength(2))
    const sent = w.sent[1]
    expect(sent?.type === 'request' && sent.body && new TextDecoder().decode(sent.body)).toBe('{"name":"x"}')
    w.reply({ type: 'network-error', id: w.lastId() })
    await expect(write).rejects.toThrow(TypeError)
    // MSW's handler is given the error response itself: MSW turns it into the failed fetch.
    const forwarded = link.forward(new Request('http://localhost/v1/tools'))
    await vi.waitFor(() => expect(w.sent).toHaveLength(3))
    w.reply({ type: 'network-error', id: w.lastId() })
    expect((await forwarded).type).toBe('error')
  })

  it('rejects what is waiting when the worker fails, and every request after it', async () => {
    let fail = (_: Error) => undefined as void
    const w = fakeWorker(new Promise<never>((_, reject) => (fail = reject)))
    const link = connectService(w.opened)
    const waiting = link.fetch('http://localhost/v1/wallet')
    await vi.waitFor(() => expect(w.sent).toHaveLength(2))
    fail(new Error('The demo workspace could not start in a worker.'))
    await expect(waiting).rejects.toThrow('could not start in a worker')
    await expect(link.ready).rejects.toThrow('could not start in a worker')
    await expect(link.fetch('http://localhost/v1/wallet')).rejects.toThrow('could not start in a worker')
  })

  it('rejects a request the worker could not serialize, with its reason', async () => {
    const w = fakeWorker()
    const link = connectService(w.opened)
    const answer = link.fetch('http://localhost/v1/wallet')
    await vi.waitFor(() => expect(w.sent).toHaveLength(2))
    w.reply({ type: 'failure', id: w.lastId(), message: 'DataCloneError' })
    await expect(answer).rejects.toThrow('DataCloneError')
  })
})
