import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { checkBudgets, gzipSize, demoChunks, settleAssets, type BytesRow, type Seen } from './bench-budgets'

const row = (over: Partial<BytesRow>): BytesRow => ({
  route: '/',
  mode: 'real',
  js: 100_000,
  css: 10_000,
  total: 110_000,
  largest: { name: 'vendor.js', gzip: 90_000 },
  msw: 0,
  mock: 0,
  mswInAppChunks: false,
  mswInParallel: null,
  files: 5,
  appFiles: [],
  ...over,
})
const demo = (over: Partial<BytesRow> = {}) =>
  row({ mode: 'demo', msw: 40_000, mock: 70_000, mswInParallel: true, ...over })
const rule = (rows: BytesRow[], name: string) => checkBudgets(rows).find((r) => r.name === name)

describe('settleAssets', () => {
  it('returns the measured assets when every one reported', () => {
    const a: Seen = { url: 'http://x/a.js', kind: 'js', gzip: 10, msw: false, start: 0 }
    expect(settleAssets([a])).toEqual([a])
  })

  it('refuses to count an asset that failed or never answered as 0 bytes, naming each', () => {
    const seen: Seen[] = [
      { url: 'http://x/a.js', kind: 'js', gzip: 10, msw: false, start: 0 },
      { url: 'http://x/b.js', problem: 'status 404' },
      { url: 'http://x/c.css', problem: 'no response within 5 s' },
    ]
    expect(() => settleAssets(seen)).toThrow(/b\.js: status 404[\s\S]*c\.css: no response within 5 s/)
  })
})

describe('checkBudgets', () => {
  const languages = { de: 20_000, ja: 21_000, ar: 22_000 }

  it('passes a build within every budget and rule', () => {
    expect(checkBudgets([row({}), demo()], languages).every((r) => r.ok)).toBe(true)
  })

  it('breaks on a language whose catalogs grow past their budget, or a language without one', () => {
    const failed = (l: Record<string, number>) =>
      checkBudgets([row({}), demo()], l)
        .filter((r) => !r.ok)
        .map((r) => r.name)
    expect(failed({ ...languages, ar: 40_000 })).toEqual(['one language’s catalogs (largest)'])
    expect(failed({ de: 20_000, ja: 21_000 })).toEqual(['a catalog for each language'])
  })

  it('breaks the route budget when a real-API route grows past it', () => {
    expect(rule([row({ js: 200_000 }), demo()], 'first route JS, real API (worst route)')?.ok).toBe(false)
  })

  it('fails "MSW loads in parallel" when no MSW chunk was seen, or no demo load was measured', () => {
    expect(rule([row({}), demo({ mswInParallel: null })], 'MSW loads in parallel with the app')?.ok).toBe(false)
    expect(rule([row({})], 'MSW loads in parallel with the app')?.ok).toBe(false)
    expect(rule([row({}), demo({ mswInParallel: false })], 'MSW loads in parallel with the app')?.ok).toBe(false)
  })

  it('fails when MSW reaches the real-API mode or the app chunks', () => {
    expect(rule([row({ msw: 1 }), demo()], 'MSW absent in real-API mode')?.ok).toBe(false)
    expect(rule([row({}), demo({ mswInAppChunks: true })], 'MSW outside the app chunks')?.ok).toBe(false)
  })
})

describe('demoChunks', () => {
  // A build in miniature: boot names the worker; boot-demo reaches browser, which imports the
  // app's index (shared, so not demo) and names mockServiceWorker.js.
  const files = new Map([
    ['boot-a.js', 'new URL("worker-w.js", import.meta.url)'],
    ['index-i.js', 'import("./wallet-r.js"); import "./vendor-v.js"'],
    ['vendor-v.js', ''],
    ['wallet-r.js', 'from"./index-i.js"'],
    ['boot-demo-d.js', 'import(`./browser-b.js`)'],
    ['browser-b.js', 'from"./index-i.js"; register("mockServiceWorker.js")'],
    ['mockServiceWorker.js', ''],
    ['worker-w.js', 'import("./seed-s.js")'],
    ['seed-s.js', ''],
  ])

  it('is what the demo start and boot reach, less what the app reaches, whatever the names', () => {
    expect([...demoChunks(files, ['index-i.js', 'wallet-r.js'], 'boot-demo-d.js', 'boot-a.js')].sort()).toEqual([
      'boot-demo-d.js',
      'browser-b.js',
      'mockServiceWorker.js',
      'seed-s.js',
      'worker-w.js',
    ])
  })

  it('fails when the boot table names a demo start the build lacks', () => {
    expect(() => demoChunks(files, ['index-i.js'], 'boot-demo-x.js', 'boot-a.js')).toThrow(/no boot-demo-x\.js/)
  })

  it('fails when the app itself reaches the demo start', () => {
    const leaky = new Map(files).set('index-i.js', 'import("./boot-demo-d.js")')
    expect(() => demoChunks(leaky, ['index-i.js'], 'boot-demo-d.js', 'boot-a.js')).toThrow(/reached from the app/)
  })
})

describe('gzipSize', () => {
  const chunk = (hashes: [string, string]) =>
    Buffer.from(
      `import{a as e}from"./index-${hashes[0]}.js";import{t}from"./demo-cache-${hashes[1]}.js";` +
        'export const answer=e(t,`the same code in every build`);',
    )

  it('measures the same code the same whatever its chunks were hashed to', () => {
    expect(gzipSize(chunk(['BEIHxJNZ', 'Cq3_x-9a']))).toBe(gzipSize(chunk(['m8247O35', 'zz_Q1-0b'])))
  })

  it('still sees a change in the code, and counts hashes as the random text they are', () => {
    const base = gzipSize(chunk(['BEIHxJNZ', 'Cq3_x-9a']))
    expect(gzipSize(Buffer.from(`${chunk(['BEIHxJNZ', 'Cq3_x-9a']).toString()}export const more=1;`))).toBeGreaterThan(
      base,
    )
    // A stand-in as compressible as a constant would understate the build: the stand-ins differ per chunk.
    const hashed = Buffer.from(`"./a-BEIHxJNZ.js","./b-Cq3_x-9a.js","./c-m8247O35.js","./d-zz_Q1-0b.js"`)
    const constant = Buffer.from(`"./a-XXXXXXXX.js","./b-XXXXXXXX.js","./c-XXXXXXXX.js","./d-XXXXXXXX.js"`)
    expect(gzipSize(hashed)).toBeGreaterThan(gzipSync(constant, { level: 9 }).length)
  })
})
