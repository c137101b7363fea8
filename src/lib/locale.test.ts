// @vitest-environment jsdom
// The locale figures are written in: the browser's first language unless Settings chose another.
import { afterEach, describe, expect, it } from 'vitest'
import { browserLocale, getLocale, setLocaleChoice } from './locale'

const setLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })

describe('the locale in force', () => {
  afterEach(() => {
    setLanguages(['en-US'])
    setLocaleChoice(null)
  })

  it('follows the browser’s first language, en-US where it lists none', () => {
    setLanguages(['de-DE', 'en'])
    expect(browserLocale()).toBe('de-DE')
    expect(getLocale()).toBe('de-DE')
    setLanguages([])
    expect(getLocale()).toBe('en-US')
    setLanguages([''])
    expect(getLocale()).toBe('en-US')
  })

  it('is the one chosen in Settings, canonicalised, whatever the browser says', () => {
    setLanguages(['de-DE'])
    setLocaleChoice('ja-jp')
    expect(getLocale()).toBe('ja-JP')
    setLocaleChoice('not a tag')
    expect(getLocale()).toBe('de-DE')
  })
})
