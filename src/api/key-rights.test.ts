import { afterEach, describe, expect, it } from 'vitest'
import type { ApiConfig } from './config'
import { KEY_PRODUCT_HEADER, KEY_SCOPE_HEADER } from './contract'
import { keyRights } from './key-rights'

const config: ApiConfig = { mode: 'remote', baseUrl: 'https://api.example.test/v1', apiKey: 'ak_live_x' }
const answer = (headers: Record<string, string>, status = 200) => new Response(null, { status, headers })

describe('keyRights', () => {
  afterEach(() => keyRights.clear())

  it('keeps the rights first announced for a key, whatever later answers say', () => {
    keyRights.report(config, answer({ [KEY_SCOPE_HEADER]: 'read' }))
    keyRights.report(config, answer({ [KEY_SCOPE_HEADER]: 'write', [KEY_PRODUCT_HEADER]: 'prod_8fK2mQ4xLp' }))
    keyRights.report(config, answer({ [KEY_SCOPE_HEADER]: 'garbled' }))
    expect(keyRights.peek(config)).toEqual({ scope: 'read', product_id: null })
  })

  it('learns rights after a success without them, and never unlearns them', () => {
    keyRights.report(config, answer({}))
    expect(keyRights.peek(config)).toBe('absent')
    keyRights.report(config, answer({ [KEY_SCOPE_HEADER]: 'write' }))
    keyRights.report(config, answer({}))
    expect(keyRights.peek(config)).toEqual({ scope: 'write', product_id: null })
  })

  it('reads a valid scope beside a garbled product header as a key of that scope', () => {
    keyRights.report(config, answer({ [KEY_SCOPE_HEADER]: 'write', [KEY_PRODUCT_HEADER]: 'not a product' }, 404))
    expect(keyRights.peek(config)).toEqual({ scope: 'write', product_id: null })
  })
})
