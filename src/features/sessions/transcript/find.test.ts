import { describe, expect, it } from 'vitest'
import { countMatches, findMatches, matcherFor, searchableText, splitMatches } from './find'

describe('matcherFor', () => {
  it('matches the phrase literally, case-insensitively, in any script', () => {
    const m = matcherFor('a.b (1)')
    expect(m && countMatches('A.B (1) and a.b (1), not axb (1)', m)).toBe(2)
    const ru = matcherFor('ЗАКАЗ')
    expect(ru && countMatches('Мой заказ и ещё Заказ', ru)).toBe(2)
    const ja = matcherFor('返金')
    expect(ja && countMatches('返金はいつですか？返金', ja)).toBe(2)
    expect(matcherFor('   ')).toBeNull()
  })

  it('normalises the query so a decomposed accent finds the composed text', () => {
    const m = matcherFor('cafe\u0301')
    expect(m && countMatches('Un café, s’il vous plaît', m)).toBe(1)
  })
})

describe('searchableText', () => {
  const agent = (text: string) => searchableText({ role: 'agent', text })

  it('drops what a reader does not see: addresses, image syntax, markers, reference definitions', () => {
    const visible = agent(
      '**Bold** see [the page](https://help.example.com/x) and ![a pixel](https://b.invalid/p.gif)\n\n[r]: https://help.example.com',
    )
    expect(visible).toContain('Bold see the page and Image: a pixel')
    expect(visible).not.toContain('help.example.com')
  })

  it('keeps raw HTML, which the screen shows as text, and decodes entities as the screen does', () => {
    expect(agent('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    expect(agent('Fish &amp; chips')).toBe('Fish & chips')
  })

  it('joins a phrase split by emphasis or code, as a reader sees it', () => {
    expect(agent('Your **refund** policy and `order` status')).toBe('Your refund policy and order status')
  })

  it('keeps a visitor’s text as typed', () => {
    expect(searchableText({ role: 'visitor', text: '**not bold** &amp;' })).toBe('**not bold** &amp;')
  })
})

describe('findMatches and splitMatches', () => {
  it('lists every hit in reading order, agent text as rendered and visitor text as typed', () => {
    const m = matcherFor('help')
    const messages = [
      { role: 'visitor' as const, text: 'help https://help.example.com' },
      { role: 'agent' as const, text: 'Happy to help, see [help](https://help.example.com).' },
    ]
    expect(findMatches(messages, m)).toEqual([
      { message: 0, occurrence: 0 },
      { message: 0, occurrence: 1 },
      { message: 1, occurrence: 0 },
      { message: 1, occurrence: 1 },
    ])
  })

  it('cuts text into runs with numbered hits that keep the original case', () => {
    expect(splitMatches('Refund? refund!', matcherFor('REFUND'), 3)).toEqual([
      { text: 'Refund', hit: 3 },
      { text: '? ', hit: null },
      { text: 'refund', hit: 4 },
      { text: '!', hit: null },
    ])
    expect(splitMatches('nothing', null)).toEqual([{ text: 'nothing', hit: null }])
  })
})
