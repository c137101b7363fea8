import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routePattern, routeTable } from './first-load-plugin'

describe('routePattern', () => {
  it('follows the router’s file conventions: folders and dots are segments, index is the folder itself', () => {
    expect(routePattern('index.tsx')).toEqual({ pattern: '/', index: true })
    expect(routePattern('api.tsx')).toEqual({ pattern: '/api', index: false })
    expect(routePattern('api.log.tsx')).toEqual({ pattern: '/api/log', index: false })
    expect(routePattern('products/index.tsx')).toEqual({ pattern: '/products', index: true })
    expect(routePattern('wallet/entries.$entryId.tsx')).toEqual({ pattern: '/wallet/entries/$entryId', index: false })
    expect(routePattern('_workspace/tools/index.tsx')).toEqual({ pattern: '/tools', index: true })
  })
})

describe('routeTable over src/routes', () => {
  const files = (readdirSync('src/routes', { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx') && !f.includes('__root'))
    .map((f) => f.split('\\').join('/'))
  const table = routeTable(Object.fromEntries(files.map((f) => [f, [f]])))

  it('has every screen once, and only /api as a layout', () => {
    // The pathless _workspace layout has no row of its own.
    expect(table).toHaveLength(files.length - 1)
    expect(table.filter(([, layout]) => layout).map(([p]) => p)).toEqual(['/api'])
    const patterns = table.map(([p]) => p)
    expect(patterns).toEqual(expect.arrayContaining(['/', '/products', '/sessions/$sessionId', '/wallet']))
  })

  it('gives each workspace-level screen the pathless layout’s chunks before its own', () => {
    const tools = table.find(([p]) => p === '/tools')
    expect(tools?.[2]).toEqual(['_workspace.tsx', '_workspace/tools/index.tsx'])
    expect(table.find(([p]) => p === '/products')?.[2]).toEqual(['products/index.tsx'])
  })
})
