import { getDomain as real } from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from './tldts-lite'

describe('tldts-lite', () => {
  it('agrees with tldts on the hosts the demo serves, and on ordinary domains', () => {
    for (const host of ['localhost', '127.0.0.1', 'example.com', 'api.example.com', 'ok.sandbox.invalid'])
      expect(getDomain(host), host).toBe(real(host, { allowIcannDomains: true, allowPrivateDomains: true }))
  })

  it('knows no public suffix list: only the last two labels', () => {
    expect(getDomain('a.b.co.uk')).toBe('co.uk')
    expect(getDomain('[::1]')).toBeNull()
    expect(getDomain('')).toBeNull()
  })
})
