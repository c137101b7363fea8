// The app's message run time against Lingui's own: the same compiled message and values give the
// same text, in English, German and Arabic (six plural forms), so a catalog Lingui compiles reads
// the same here as it would with @lingui/core.
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { activate, i18n, Trans } from './runtime'

const MESSAGES = [
  'Products',
  'Hello {name}',
  '{count, plural, one {# product} other {# products}}',
  '{count, plural, zero {No products} one {One product} two {Two products} few {# products} many {# products} other {# products}}',
  '{kind, select, agent {Chat agent} mcp {MCP server} other {Product}}',
  '{count, plural, one {{kind, select, agent {# agent} other {# item}}} other {# things}}',
  "It's '{'quoted'}' for {who}",
]
const VALUES = [0, 1, 2, 3, 5, 11, 22, 101, 1_234_567].flatMap((n) => [
  { name: 'Ada', count: n, n, kind: 'agent', total: n, who: 'you' },
  { name: '<0>', count: n, n, kind: 'mcp', total: n, who: '' },
  { name: '', count: n, n, kind: 'other', total: n, who: 'them' },
])

describe.each(['en', 'de', 'ar', 'ar-u-nu-arab', 'ja'])('in %s', (locale) => {
  const lingui = setupI18n()
  afterAll(() => activate('en', []))
  it.each(MESSAGES)('fills %s as @lingui/core does', (source) => {
    const compiled = compileMessage(source)
    lingui.loadAndActivate({ locale: locale.split('-')[0]!, locales: [locale], messages: { m: compiled } })
    activate(locale, [compiled])
    for (const values of VALUES) expect(i18n._({ id: 0 }, values)).toBe(lingui._('m', values))
  })
})

describe('Trans', () => {
  const render = (message: string, values: Record<string, unknown>, components = {}) => {
    activate('en', [compileMessage(message)])
    return renderToStaticMarkup(<Trans id={0} values={values} components={components} />)
  }

  it('puts elements in their slots, with their words inside', () => {
    expect(render('Open <0>{name}</0> now', { name: 'Ada' }, { 0: <b /> })).toBe('Open <b>Ada</b> now')
    expect(render('See <0>the <1>docs</1></0>', {}, { 0: <strong />, 1: <em /> })).toBe(
      'See <strong>the <em>docs</em></strong>',
    )
  })

  it('gives an element value a slot of its own', () => {
    expect(render('Paid by {who} today', { who: <i>Ada</i> })).toBe('Paid by <i>Ada</i> today')
  })

  it('never reads a value as markup', () => {
    expect(render('Open <0>{name}</0>', { name: '<0>x</0> <1/>' }, { 0: <b /> })).toBe(
      'Open <b>&lt;0&gt;x&lt;/0&gt; &lt;1/&gt;</b>',
    )
  })

  it('falls back to the English in the code when the catalog lacks the id', () => {
    activate('de', [])
    expect(renderToStaticMarkup(<Trans id="x3Hash" message={['Hello ', ['name']]} values={{ name: 'Ada' }} />)).toBe(
      'Hello Ada',
    )
    activate('en', [])
  })
})
