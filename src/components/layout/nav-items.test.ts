// Which screens a product-locked key loses: those whose routes sit under the _workspace layout.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../api/contract/operations'
import { isWorkspaceScreen, NAV_ITEMS } from './nav-items'

// The route ids the router builds, as the committed route tree lists them.
const routeIds = [...readFileSync('src/routeTree.gen.ts', 'utf8').matchAll(/^\s+id: '([^']+)'$/gm)].map(
  (m) => m[1] ?? '',
)

describe('isWorkspaceScreen', () => {
  it('marks exactly the screens under the _workspace layout', () => {
    expect(routeIds).toContain('/_workspace/tools/')
    expect(NAV_ITEMS.filter((item) => isWorkspaceScreen(routeIds, item.to)).map((item) => item.to)).toEqual([
      '/tools',
      '/knowledge-bases',
      '/wallet',
      '/webhooks',
    ])
  })

  it('goes by whole path segments', () => {
    expect(isWorkspaceScreen(['/_workspace/tools/'], '/tool')).toBe(false)
    expect(isWorkspaceScreen(['/tools/'], '/tools')).toBe(false)
  })

  it('agrees with the contract: a screen is under _workspace exactly when the API refuses its reads to a locked key', () => {
    const reads = NAV_ITEMS.flatMap((item) => {
      const read = OPERATIONS.find((op) => op.method === 'GET' && op.path === item.to)
      return read ? [[item.to, read.access === 'workspace'] as const] : []
    })
    expect(reads.map(([to]) => to)).toEqual(expect.arrayContaining(['/products', '/tools', '/wallet', '/webhooks']))
    for (const [to, workspace] of reads) expect(isWorkspaceScreen(routeIds, to), to).toBe(workspace)
  })
})
