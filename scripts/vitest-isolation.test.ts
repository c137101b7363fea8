// The unit project shares one module graph per worker; a test file that replaces a module or a
// global for its own run must be listed to get a graph of its own, or it leaks into the next file.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NEEDS_ISOLATION } from '../vitest.config'

const root = join(import.meta.dirname, '..')
const SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|\bsetupServer\(/

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.int.test.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
}

describe('unit test isolation', () => {
  const files = ['src', 'mocks', 'scripts', 'e2e'].flatMap(testFiles)

  it('lists every file that mocks a module or stubs a global', () => {
    const needing = files.filter((f) => SHARED_STATE.test(readFileSync(join(root, f), 'utf8'))).sort()
    expect(needing.length).toBeGreaterThan(0)
    expect(needing.filter((f) => !NEEDS_ISOLATION.includes(f))).toEqual([])
  })

  it('lists only files that exist', () => {
    expect(NEEDS_ISOLATION.filter((f) => !files.includes(f))).toEqual([])
  })
})
