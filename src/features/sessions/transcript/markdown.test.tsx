import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HOSTILE_TEXTS } from '../../../../mocks/seed/hostile'
import { findMatches, matcherFor } from './find'
import { MessageMarkdown, PlainText, safeUrl } from './markdown'

const render = (text: string, find = '', current = 0) =>
  renderToStaticMarkup(createElement(MessageMarkdown, { text, matcher: matcherFor(find), current }))

/** The hit numbers marked on screen, once per hit however many pieces it is marked in. */
const markedHits = (html: string) => [...new Set([...html.matchAll(/<mark[^>]* data-hit="(\d+)"/g)].map((m) => m[1]))]

describe('safeUrl', () => {
  it('lets web and mail addresses through and nothing else', () => {
    expect(safeUrl('https://help.example.com/a?b=1')).toBe('https://help.example.com/a?b=1')
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com')
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/settings',
      '#x',
      'x',
    ])
      expect(safeUrl(bad), bad).toBe('')
  })
})

describe('MessageMarkdown', () => {
  it('renders Markdown, and links open in a new tab without opener or referrer', () => {
    const html = render('**Hi** see [the page](https://help.example.com/x)\n\n- one\n- two')
    expect(html).toContain('<strong>Hi</strong>')
    expect(html).toContain('<li dir="auto">one</li>')
    expect(html).toMatch(/<a href="https:\/\/help\.example\.com\/x" target="_blank" rel="noopener noreferrer nofollow"/)
  })

  it('lets every block take its own direction, without changing the text find counts over', () => {
    const hebrew = 'שלום! פתחו את Account → Orders.'
    const html = render(`${hebrew}\n\n- אחד\n- two\n\n> ציטוט\n\n| a | ב |\n|---|---|\n| 1 | 2 |`, 'orders')
    for (const tag of ['p', 'li', 'th', 'td']) expect(html, tag).toMatch(new RegExp(`<${tag} dir="auto"`))
    // Blocks that hold blocks take the direction of their first letter, worked out ahead.
    expect(html).toContain('<ul dir="rtl">')
    expect(html).toContain('<blockquote dir="rtl">')
    expect(html).toContain('<table dir="ltr">')
    expect(html.replace(/<[^>]+>/g, '')).toContain(hebrew)
    expect(markedHits(html)).toEqual(['0'])
  })

  it('keeps every seeded attack inert: no script, handler, script URL, image, SVG or frame', () => {
    for (const text of HOSTILE_TEXTS) {
      // Only real tags count: the attacks themselves stay on screen as escaped text.
      const tags = render(text).match(/<[a-z][^>]*>/gi) ?? []
      for (const tag of tags) {
        expect(tag).not.toMatch(/^<(script|img|svg|iframe|object|embed|link|meta|image|style)\b/i)
        expect(tag).not.toMatch(/\son[a-z]+=/i)
        expect(tag).not.toMatch(/\s(src|style)=/i)
        expect(tag).not.toMatch(/href="(?!https?:|mailto:)/i)
      }
    }
  })

  it('shows raw HTML as text and images as a link with their description, never loaded', () => {
    const html = render('<b onclick="x()">bold?</b> ![a pixel](https://b.invalid/p.gif)')
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold?&lt;/b&gt;')
    expect(html).toContain('href="https://b.invalid/p.gif"')
    expect(html).toContain('Image: a pixel')
    expect(html).not.toContain('<img')
  })

  it('marks find hits, the current one apart, and keeps a dropped link’s text', () => {
    const html = render('Refund [refund](javascript:x) refund', 'refund')
    expect(html.match(/<mark/g)).toHaveLength(3)
    expect(html.match(/data-current-hit/g)).toHaveLength(1)
    expect(html).not.toContain('javascript')
  })
})

describe('find counts what it marks', () => {
  it('marks a hit inside raw HTML shown as text, like the seeded attack’s alert(', () => {
    const html = render('<svg onload=alert(1)>', 'alert(')
    expect(markedHits(html)).toEqual(['0'])
    expect(html).toContain('&lt;svg onload=<mark')
  })

  it('marks a phrase that runs across bold, code and links in pieces of one hit', () => {
    const html = render(
      'Our **refund** policy: see `refund` policy and [refund](https://help.example.com) policy',
      'refund policy',
      1,
    )
    expect(markedHits(html)).toEqual(['0', '1', '2'])
    // The current hit is marked as current in every piece, and only it.
    expect(html.match(/<mark[^>]*data-current-hit[^>]*>/g)).toHaveLength(2)
    expect(html).toMatch(
      /<code><mark[^>]*data-hit="1"[^>]*>refund<\/mark><\/code><mark[^>]*data-hit="1"[^>]*> policy<\/mark>/,
    )
  })

  it('numbers exactly the hits findMatches counts, for every seeded attack and tricky Markdown', () => {
    const texts = [
      ...HOSTILE_TEXTS,
      'Fish &amp; chips, fish & chips',
      '**a**b ab *a*__b__',
      '![a pixel](https://b.invalid/p.gif) Image: a pixel',
      '| a | b |\n| - | - |\n| ab | a b |',
      '- one\n- one two\n\n> one *two*',
    ]
    const queries = ['alert(', 'onerror', 'script', 'javascript', 'a b', 'ab', '&', 'image: a', 'one two', '<', 'x']
    for (const text of texts)
      for (const q of queries) {
        const counted = findMatches([{ role: 'agent', text }], matcherFor(q)).length
        expect(markedHits(render(text, q, -1)), `${q} in ${text}`).toHaveLength(counted)
      }
  })
})

describe('PlainText', () => {
  it('shows a visitor’s text exactly as typed', () => {
    const html = renderToStaticMarkup(
      createElement(PlainText, { text: '<img src=x onerror=alert(1)> **not bold**', matcher: null, current: -1 }),
    )
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; **not bold**')
  })
})
