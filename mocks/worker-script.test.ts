// MSW's service worker is committed (public/mockServiceWorker.js) and msw's install script,
// which would copy it, is not allowed to run (package.json `allowScripts`): an msw upgrade must
// copy it by hand (`npx msw init public`), or the page and the worker disagree on their protocol.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createContext, runInContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

const require = createRequire(import.meta.url)

describe('the committed service worker', () => {
  it('is the one the installed msw ships', () => {
    const committed = readFileSync(new URL('../public/mockServiceWorker.js', import.meta.url), 'utf8')
    const shipped = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
    expect(committed).toBe(shipped)
  })

  it('runs inside the demo’s own service worker, which the page registers and MSW looks for by the same name', () => {
    const own = readFileSync(new URL('../public/demo-service-worker.js', import.meta.url), 'utf8')
    expect(own).toMatch(/^importScripts\('\.\/mockServiceWorker\.js'\)$/m)
    const registered = (file: string) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/BASE_URL\}([\w-]+\.js)/g)].map((m) => m[1])
    // boot.ts registers it early; MSW's start (browser.ts) finds the registration by its script's URL.
    expect(registered('../src/app/boot/boot.ts')).toEqual(['demo-service-worker.js'])
    expect(registered('./browser.ts')).toEqual(['demo-service-worker.js'])
  })

  it('stays registered when its last tab goes, and stops answering that tab’s requests', async () => {
    const sw = demoServiceWorker()
    await sw.dispatch('message', { data: 'MOCK_ACTIVATE', source: sw.tab })
    expect(await sw.answers('/v1/products')).toBe(true)
    // What MSW's runtime posts when its page unloads: a reload or a link to another page, too.
    await sw.dispatch('message', { data: 'CLIENT_CLOSED', source: sw.tab })
    expect(sw.unregister).not.toHaveBeenCalled()
    expect(await sw.answers('/v1/products')).toBe(false)
  })

  it('is allowed no install script, and esbuild is (it puts its platform binary in place)', () => {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(pkg).toMatchObject({ allowScripts: { msw: false, esbuild: true } })
  })
})

const source = (file: string) => readFileSync(new URL(`../public/${file}`, import.meta.url), 'utf8')

/**
 * public/demo-service-worker.js and the MSW worker it imports, run in a stand-in service worker
 * scope with one tab: its listeners, its registration and its clients.
 */
function demoServiceWorker() {
  const listeners = new Map<string, ((event: object) => unknown)[]>()
  const tab = { id: 'tab-1', frameType: 'top-level', postMessage: () => undefined }
  const unregister = vi.fn(() => Promise.resolve(true))
  const scope: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: object) => unknown) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    registration: { unregister },
    clients: {
      get: (id: string) => Promise.resolve(id === tab.id ? tab : undefined),
      matchAll: () => Promise.resolve([tab]),
      claim: () => Promise.resolve(),
    },
    location: new URL('http://localhost/demo-service-worker.js'),
    skipWaiting: () => Promise.resolve(),
    // Replies from the tab never come here: a channel whose ports go nowhere.
    MessageChannel: class {
      port1 = {}
      port2 = {}
    },
    crypto,
    Symbol,
    Response,
    Reflect,
    URL,
  }
  scope.self = scope
  scope.importScripts = (file: string) => {
    runInContext(source(file.replace('./', '')), context)
  }
  const context = createContext(scope)
  runInContext(source('demo-service-worker.js'), context)

  /** Runs the listeners of `type` in their order, as the worker's global scope does, until one stops it. */
  async function dispatch(type: string, init: object): Promise<void> {
    let stopped = false
    const event = { ...init, stopImmediatePropagation: () => (stopped = true) }
    for (const listener of listeners.get(type) ?? []) {
      if (stopped) break
      await listener(event)
    }
  }

  /** Whether a fetch of `path` from the tab is answered by the worker rather than left to the network. */
  async function answers(path: string): Promise<boolean> {
    let answered = false
    const request = new Request(`http://localhost${path}`)
    await dispatch('fetch', {
      request,
      clientId: tab.id,
      respondWith: (response: Promise<Response>) => {
        answered = true
        // The answer would come from the tab, which is not here.
        response.catch(() => undefined)
      },
    })
    return answered
  }

  return { tab, unregister, dispatch, answers }
}
