import { afterEach, describe, expect, it, vi } from 'vitest'
import { objectIdOf, recentIds } from './recent'

const entry = (path: string, index: number) => ({ url: `http://localhost${path}`, index })

afterEach(() => vi.unstubAllGlobals())

describe('recent objects', () => {
  it('names the object of a path by its last id', () => {
    expect(objectIdOf('/products/prod_8fK2mQ4xLp')).toBe('prod_8fK2mQ4xLp')
    expect(objectIdOf('/webhooks/wh_8fK2mQ4xLp/deliveries/dlv_1234567890')).toBe('dlv_1234567890')
    expect(objectIdOf('/products/new')).toBeNull()
    expect(objectIdOf('/sessions')).toBeNull()
  })

  it("reads the tab's history newest first, without forward entries or repeats, five at most", () => {
    const paths = [
      '/',
      '/products/prod_aaaaaaaa',
      '/tools/tool_bbbbbbbb',
      '/products',
      '/products/prod_aaaaaaaa',
      '/sessions/sess_cccccccc',
      '/knowledge-bases/kb_dddddddd',
      '/webhooks/wh_eeeeeeee',
      '/wallet/entries/txn_ffffffff',
      '/tools/tool_gggggggg',
    ]
    const entries = paths.map(entry)
    vi.stubGlobal('navigation', { currentEntry: { index: 8 }, entries: () => entries })
    expect(recentIds()).toEqual(['txn_ffffffff', 'wh_eeeeeeee', 'kb_dddddddd', 'sess_cccccccc', 'prod_aaaaaaaa'])
  })
})
