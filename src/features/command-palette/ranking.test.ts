import { describe, expect, it } from 'vitest'
import { matchQuality, normalize, Quality, rank, type Rankable } from './ranking'

interface Row extends Rankable {
  key: string
}

let order = 0
const row = (tier: Rankable['tier'], label: string, keywords: string[] = [], key = label): Row => ({
  key,
  label,
  keywords,
  tier,
  order: order++,
})

// What the palette holds for a write key in demo mode, with the objects the demo's API would
// answer for the queries below (the API finds them by substring; the palette ranks them).
const ROWS: Row[] = [
  ...[
    'Overview',
    'Products',
    'Tools',
    'Knowledge bases',
    'Conversations',
    'Wallet',
    'Webhooks',
    'Verify a user',
    'API',
    'Settings',
  ].map((label) => row('screen', label)),
  row('object', 'Billing Bot', ['billing-bot']),
  row('object', 'Support Assistant', ['support-assistant']),
  row('object', 'Partner Portal Assistant', ['partner-portal-assistant']),
  row('object', 'support_hours', []),
  row('object', 'Billing & Plans', []),
  row('object', 'Ana López', ['ana.lopez@example.com', '+34 600 000 000'], 'conversation Ana'),
  row('object', 'CRM sync: every event, always answered', ['ok.sandbox.invalid']),
  row('action', 'New product', ['create', 'add', 'chat agent', 'mcp server']),
  row('action', 'New tool', ['create', 'add']),
  row('action', 'New webhook endpoint', ['create', 'add', 'register']),
  row('action', 'Export the current list as CSV', ['download', 'spreadsheet']),
  row('action', 'Open settings', ['connection', 'preferences', 'base url']),
  row('action', 'Show keyboard shortcuts', ['help', 'keys', 'hotkeys']),
  row('action', 'Go to the API reference', ['openapi', 'docs', 'request log', 'curl']),
  row('action', 'Copy the current URL', ['link', 'share', 'address']),
  row('action', 'Open the demo panel', ['mock', 'faults', 'traffic', 'clock']),
  row('switch', 'Switch demo key', ['api key', 'read only', 'locked', 'scope', 'demo mode']),
  row('switch', 'Switch to the dark theme', ['theme', 'appearance', 'dark mode', 'colour', 'color']),
  row('switch', 'Follow the system theme', ['theme', 'appearance', 'colour', 'color']),
]

const labels = (query: string, rows: Row[] = ROWS) => rank(rows, query).map((r) => r.key)

describe('rank: a fixed table of queries and the rows that must lead', () => {
  const TABLE: [query: string, top: string[]][] = [
    ['billing', ['Billing Bot', 'Billing & Plans']],
    ['Billing Bot', ['Billing Bot']],
    ['prod', ['Products', 'New product']],
    ['new product', ['New product']],
    ['new prod', ['New product']],
    ['new', ['New product', 'New tool', 'New webhook endpoint']],
    ['ovrv', ['Overview']],
    ['api', ['API', 'Go to the API reference']],
    ['settings', ['Settings', 'Open settings']],
    ['support', ['Support Assistant', 'support_hours']],
    ['assistant', ['Support Assistant', 'Partner Portal Assistant']],
    ['ana.lopez@example.com', ['conversation Ana']],
    ['ana lo', ['conversation Ana']],
    ['ANA LOPEZ', ['conversation Ana']],
    ['conv', ['Conversations']],
    ['dark', ['Switch to the dark theme']],
    ['theme', ['Switch to the dark theme', 'Follow the system theme']],
    ['export', ['Export the current list as CSV']],
    ['csv', ['Export the current list as CSV']],
    ['crm', ['CRM sync: every event, always answered']],
    ['demo', ['Open the demo panel', 'Switch demo key']],
    ['kb', ['Knowledge bases']],
  ]
  it.each(TABLE)('%s', (query, top) => {
    expect(labels(query).slice(0, top.length)).toEqual(top)
  })

  it('keeps loose matches out of the way: "prod" offers no switch and no API reference', () => {
    const got = labels('prod')
    expect(got).not.toContain('Switch demo key')
    expect(got).not.toContain('Switch to the dark theme')
    expect(got).not.toContain('Go to the API reference')
  })

  it('ranks a loose subsequence below every real match', () => {
    const rows = [row('screen', 'Overview'), row('switch', 'Switch to the overview mode')]
    expect(labels('ovrv', rows)).toEqual(['Overview', 'Switch to the overview mode'])
    expect(labels('over', rows)).toEqual(['Overview', 'Switch to the overview mode'])
  })

  it('puts screens and objects before actions, and actions before switches, at the same quality', () => {
    const rows = [
      row('switch', 'Dark theme'),
      row('action', 'Dark export'),
      row('object', 'Dark Horse'),
      row('screen', 'Darkroom'),
    ]
    const got = labels('dark', rows)
    expect(new Set(got.slice(0, 2))).toEqual(new Set(['Darkroom', 'Dark Horse']))
    expect(got.slice(2)).toEqual(['Dark export', 'Dark theme'])
  })

  it('gives the same order for the same query, whatever order the rows arrive in', () => {
    const shuffled = [...ROWS].reverse()
    for (const [query] of [['b'], ['a'], ['e'], ['new'], ['theme'], ['support']])
      expect(labels(query ?? '', shuffled)).toEqual(labels(query ?? ''))
  })

  it('keeps everything in the caller’s order for an empty query', () => {
    expect(labels('   ')).toEqual(ROWS.map((r) => r.key))
  })

  it('keeps a row the API found even when its visible fields do not match, last', () => {
    const rows = [{ ...row('object', 'get_invoice'), found: true }, row('object', 'invoice_sender')]
    expect(labels('billing statement', rows)).toEqual(['get_invoice'])
    expect(labels('invoice', rows)).toEqual(['invoice_sender', 'get_invoice'])
  })
})

describe('matchQuality', () => {
  const q = (query: string, text: string) => matchQuality(normalize(query), text)
  it('grades exact, prefix, word-prefix, substring and subsequence', () => {
    expect(q('products', 'Products')).toBe(Quality.exact)
    expect(q('prod', 'Products')).toBe(Quality.prefix)
    expect(q('bot bill', 'Billing Bot')).toBe(Quality.wordPrefix)
    expect(q('lling', 'Billing Bot')).toBe(Quality.substring)
    expect(q('blbt', 'Billing Bot')).toBe(Quality.subsequence)
    expect(q('xyz', 'Billing Bot')).toBe(Quality.none)
  })
  it('ignores case and accents, and keeps non-Latin scripts', () => {
    expect(q('cafe', 'Café')).toBe(Quality.exact)
    expect(q('ΕΛΕΝΗ', 'Ελένη Παπαδοπούλου')).toBe(Quality.prefix)
    expect(q('注文', '注文の確認')).toBe(Quality.prefix)
  })
})
