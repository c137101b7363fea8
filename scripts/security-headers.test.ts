import { describe, expect, it } from 'vitest'
import {
  apiOrigins,
  contentSecurityPolicy,
  DEFAULT_API_ORIGINS,
  headersFile,
  securityHeaders,
} from './security-headers'

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('apiOrigins', () => {
  it('defaults to the local standalone mock', () => {
    expect(apiOrigins(undefined)).toEqual(DEFAULT_API_ORIGINS)
    expect(apiOrigins('  ')).toEqual(DEFAULT_API_ORIGINS)
  })

  it('takes origins separated by spaces or commas', () => {
    expect(apiOrigins('https://api.example.com, https://eu.api.example.com')).toEqual([
      'https://api.example.com',
      'https://eu.api.example.com',
    ])
  })

  it('refuses paths, wildcards and other schemes, which would widen connect-src by surprise', () => {
    expect(() => apiOrigins('https://api.example.com/v1')).toThrow(/origin/)
    expect(() => apiOrigins('*')).toThrow(/not a URL/)
    expect(() => apiOrigins('ftp://api.example.com')).toThrow(/origin/)
  })
})

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(['https://api.example.com']))

  it('allows script only from the app itself, with no inline or eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'"])
  })

  it('limits connections to the app and the configured API', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com'])
  })

  it('forbids plugins, base rewriting and framing', () => {
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).not.toContain('https:')
  })
})

it('the header set includes nosniff and no-referrer, and writes as a _headers file', () => {
  const headers = securityHeaders(['https://api.example.com'])
  expect(headers['X-Content-Type-Options']).toBe('nosniff')
  expect(headers['Referrer-Policy']).toBe('no-referrer')
  const file = headersFile(headers)
  expect(file.split('\n')[0]).toBe('/*')
  expect(file).toContain("  Content-Security-Policy: default-src 'self';")
  // The hashed assets, and only they, are cached for good.
  expect(file).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  expect(file.match(/Cache-Control/g)).toHaveLength(1)
})
