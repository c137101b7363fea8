// What the pseudo-locale shows (src/app/i18n/pseudo.ts): every message between ⟦ and ⟧. Text with
// Latin letters outside the brackets is a word nobody made a message, unless it is data, which the
// app marks translate="no" (names, ids, code: docs/i18n.md). Figures and dates are written in a
// regional format without Latin letters (ja-JP) while this runs, so Intl's words are not mistaken
// for ours.
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../../src/lib/constants'

/** A visit in the pseudo-locale, or another language, with figures and dates in Japanese. */
export async function useLanguage(page: Page, language: string, locale = 'ja-JP'): Promise<void> {
  await page.addInitScript(
    ([keys, language, locale]) => {
      localStorage.setItem(keys.language, language)
      localStorage.setItem(keys.locale, locale)
    },
    [STORAGE_KEYS, language, locale] as const,
  )
}

export interface Untranslated {
  /**
   * Text outside any message, with the element it sits in; and a bracket opened and never closed
   * (a message cut apart), which would hide every word after it.
   */
  text: string[]
  /** Attributes a reader sees or hears (aria-label, title, placeholder, alt) outside a message. */
  attributes: string[]
  /** Elements that cut a message off (overflow hidden, wider content). */
  clipped: string[]
  /** The page scrolls sideways. */
  sideways: boolean
}

/** Everything on the page that is not a message (see above). */
export function findUntranslated(page: Page): Promise<Untranslated> {
  return page.evaluate(() => {
    const OPEN = '⟦'
    const CLOSE = '⟧'
    const LATIN = /[A-Za-z]{2,}/
    const SKIP = 'script, style, noscript, code, pre, kbd, samp, [translate="no"], [hidden], template'
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`
    const text: string[] = []
    let depth = 0
    let opened = ''
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent) continue
      const skipped = parent.closest(SKIP) !== null
      let outside = ''
      for (const char of node.textContent ?? '') {
        if (char === OPEN && depth++ === 0) opened = `${describe(parent)}: ${node.textContent?.trim().slice(0, 80)}`
        else if (char === CLOSE) depth = Math.max(0, depth - 1)
        else if (depth === 0 && !skipped) outside += char
      }
      const visible = parent.getClientRects().length > 0 || parent.closest('.sr-only') !== null
      if (visible && LATIN.test(outside)) text.push(`${describe(parent)}: ${outside.trim().slice(0, 80)}`)
    }
    if (depth > 0) text.push(`a message opened and never closed at ${opened}`)
    const attributes: string[] = []
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
      if (el.closest(SKIP)) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = el.getAttribute(name)
        if (!value || !LATIN.test(value)) continue
        const outside = value.replace(/⟦[^⟧]*⟧/g, '')
        if (LATIN.test(outside)) attributes.push(`${describe(el)} ${name}="${value.slice(0, 80)}"`)
      }
    }
    if (LATIN.test(document.title.replace(/⟦[^⟧]*⟧/g, ''))) attributes.push(`<title>${document.title}`)
    const clipped: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      // Screen-reader-only text is clipped to a pixel by design, never cut off for a reader.
      if (!(el instanceof HTMLElement) || !el.textContent?.includes(OPEN) || el.closest(`${SKIP}, .sr-only`)) continue
      const style = getComputedStyle(el)
      // Visually hidden on purpose (sr-only: a skip link until focused, a label kept for screen readers).
      if (style.clipPath === 'inset(50%)') continue
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
      if (hides && el.scrollWidth > el.clientWidth + 1 && el.getClientRects().length > 0)
        clipped.push(`${describe(el)}: ${el.textContent.slice(0, 60)}`)
    }
    const root = document.scrollingElement ?? document.documentElement
    return { text, attributes, clipped, sideways: root.scrollWidth > root.clientWidth + 1 }
  })
}
