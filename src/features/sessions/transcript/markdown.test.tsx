import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HOSTILE_TEXTS } from '../../../../mocks/seed/hostile'
import { matcherFor } from './find'
import { MessageMarkdown, PlainText, safeUrl } from './markdown'

const render = (text: string, find = '') =>
  renderToStaticMarkup(createElement(MessageMarkdown, { text, matcher: matcherFor(find), current: 0 }))

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
    expect(html).toContain('<li>one</li>')
    expect(html).toMatch(/<a href="https:\/\/help\.example\.com\/x" target="_blank" rel="noopener noreferrer nofollow"/)
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

describe('PlainText', () => {
  it('shows a visitor’s text exactly as typed', () => {
    const html = renderToStaticMarkup(
      createElement(PlainText, { text: '<img src=x onerror=alert(1)> **not bold**', matcher: null, current: -1 }),
    )
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; **not bold**')
  })
})
