// The demo's service worker is committed (public/mockServiceWorker.js) and msw's install script,
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

  it('is allowed no install script, and esbuild is (it puts its platform binary in place)', () => {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(pkg).toMatchObject({ allowScripts: { msw: false, esbuild: true } })
  })
})
