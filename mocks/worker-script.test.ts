// MSW's service worker is committed (public/mockServiceWorker.js) and msw's install script,
// which would copy it, is not allowed to run (package.json `allowScripts`): an msw upgrade must
// copy it by hand (`npx msw init public`), or the page and the worker disagree on their protocol.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

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

  it('is allowed no install script, and esbuild is (it puts its platform binary in place)', () => {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(pkg).toMatchObject({ allowScripts: { msw: false, esbuild: true } })
  })
})
