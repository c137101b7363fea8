import { afterEach, describe, expect, it } from 'vitest'
import { deprecations } from '../api/deprecations'
import { describeDeprecation, getVisibleDeprecations, summarizeDeprecations } from './shell/deprecation-messages'
import { dismissDeprecation, dismissDeprecations } from './deprecations'

const NOW = Date.parse('2026-03-01T12:00:00Z')

afterEach(() => deprecations.clear())

describe('deprecation banner', () => {
  it('names the endpoint and the sunset date reported by the transport', () => {
    deprecations.report('GET /products/{product_id}', '@1767225600', 'Wed, 01 Jul 2026 00:00:00 GMT')
    const [message, ...rest] = getVisibleDeprecations(NOW)
    expect(rest).toEqual([])
    expect(message?.endpoint).toBe('GET /products/{product_id}')
    expect(message?.tone).toBe('warning')
    expect(message?.text).toMatch(/^GET \/products\/\{product_id\} is deprecated and stops working on .*2026/)
  })

  it('turns urgent once the sunset has passed', () => {
    deprecations.report('GET /tools', null, 'Sun, 01 Feb 2026 00:00:00 GMT')
    expect(getVisibleDeprecations(NOW)[0]?.tone).toBe('danger')
  })

  it('says since when without a sunset, and copes with no date at all', () => {
    deprecations.report('GET /wallet', '@1767225600', null)
    deprecations.report('GET /sessions', 'true', null)
    const texts = getVisibleDeprecations(NOW).map((m) => m.text)
    expect(texts[0]).toMatch(/^GET \/wallet is deprecated since .*20(25|26)\.?$/)
    expect(texts[1]).toBe('GET /sessions is deprecated.')
  })

  it('announces a deprecation date still ahead as future', () => {
    const message = describeDeprecation(
      { endpoint: 'GET /x', deprecation: null, sunset: null, deprecated_at: '2027-01-01T00:00:00Z', sunset_at: null },
      NOW,
    )
    expect(message.text).toMatch(/will be deprecated on/)
  })

  it('hides a dismissed notice until the server sends other dates', () => {
    deprecations.report('GET /tools', null, 'Wed, 01 Jul 2026 00:00:00 GMT')
    const [first] = getVisibleDeprecations(NOW)
    dismissDeprecation(first?.id ?? '')
    expect(getVisibleDeprecations(NOW)).toEqual([])
    deprecations.report('GET /tools', null, 'Thu, 01 Oct 2026 00:00:00 GMT')
    expect(getVisibleDeprecations(NOW).map((m) => m.endpoint)).toEqual(['GET /tools'])
  })
})

describe('one deprecation notice for every endpoint', () => {
  it('is the endpoint’s own sentence when only one is deprecated', () => {
    deprecations.report('GET /tools', null, 'Wed, 01 Jul 2026 00:00:00 GMT')
    const summary = summarizeDeprecations(deprecations.list(), new Set(), NOW)
    expect(summary?.messages).toHaveLength(1)
    expect(summary?.headline).toMatch(/^GET \/tools is deprecated and stops working on/)
  })

  it('counts several, names the first sunset, lists each, and is urgent when one has passed', () => {
    deprecations.report('GET /tools', null, 'Wed, 01 Jul 2026 00:00:00 GMT')
    deprecations.report('GET /wallet', null, 'Mon, 01 Jun 2026 00:00:00 GMT')
    deprecations.report('GET /sessions', 'true', null)
    const summary = summarizeDeprecations(deprecations.list(), new Set(), NOW)
    expect(summary?.headline).toMatch(
      /^3 endpoints this tab used are deprecated\. The first stops working on .*Jun.*2026\.$/,
    )
    expect(summary?.messages.map((m) => m.endpoint)).toEqual(['GET /tools', 'GET /wallet', 'GET /sessions'])
    expect(summary?.tone).toBe('warning')
    deprecations.report('GET /products', null, 'Sun, 01 Feb 2026 00:00:00 GMT')
    const urgent = summarizeDeprecations(deprecations.list(), new Set(), NOW)
    expect(urgent?.tone).toBe('danger')
    expect(urgent?.headline).toMatch(/One has passed its sunset date/)
  })

  it('goes away when dismissed, and comes back for an endpoint met later', () => {
    deprecations.report('GET /tools', null, null)
    deprecations.report('GET /wallet', null, null)
    const shown = summarizeDeprecations(deprecations.list(), new Set(), NOW)
    dismissDeprecations(shown?.messages.map((m) => m.id) ?? [])
    expect(getVisibleDeprecations(NOW)).toEqual([])
    deprecations.report('GET /sessions', null, null)
    expect(getVisibleDeprecations(NOW).map((m) => m.endpoint)).toEqual(['GET /sessions'])
  })
})
