// The check that decides whether a rendered page holds anything executable or loading:
// handler attributes, scripts other than the app's bundle and its boot table, frames and plugins, script
// URLs in any URL attribute (after the browser's own whitespace and case folding), and
// media or styles that would fetch from the payloads' beacon host.
import type { Page } from '@playwright/test'

/** Runs in the page; self-contained, as page.evaluate serialises it. */
function findExecutable(): string[] {
  const found: string[] = []
  const describe = (el: Element) => el.outerHTML.slice(0, 160)
  const scriptUrl = /^(javascript|data|vbscript|livescript):/
  // The URL parser drops ASCII whitespace and control characters before reading a scheme.
  // eslint-disable-next-line no-control-regex
  const normalise = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcset', 'poster', 'background']
  for (const el of document.querySelectorAll('*')) {
    for (const name of el.getAttributeNames()) {
      const lower = name.toLowerCase()
      const value = el.getAttribute(name) ?? ''
      if (lower.startsWith('on')) found.push(`handler ${name}: ${describe(el)}`)
      if (URL_ATTRIBUTES.includes(lower) && scriptUrl.test(normalise(value)))
        found.push(`script URL in ${name}: ${describe(el)}`)
      if (lower === 'srcdoc') found.push(`srcdoc: ${describe(el)}`)
      if (lower === 'style' && /expression\(|url\(|behavior:|javascript:/i.test(value))
        found.push(`style that loads or runs: ${describe(el)}`)
      // A plain https link is inert (the transcript turns Markdown images into links on purpose).
      const plainLink = el.tagName === 'A' && lower === 'href'
      if (value.includes('beacon.invalid') && !plainLink && !['title', 'aria-label', 'value'].includes(lower))
        found.push(`beacon in ${name}: ${describe(el)}`)
    }
  }
  for (const script of document.querySelectorAll('script')) {
    const src = script.getAttribute('src')
    const ownBundle = src !== null && new URL(src, location.href).origin === location.origin && /^\/assets\//.test(src)
    // The build's boot table: a JSON data block in the head, which browsers never execute.
    const bootTable =
      src === null &&
      script.id === 'boot-table' &&
      script.type === 'application/json' &&
      script.parentElement === document.head
    if (!ownBundle && !bootTable) found.push(`script: ${describe(script)}`)
  }
  for (const el of document.querySelectorAll('iframe, frame, object, embed, applet, base, meta[http-equiv]'))
    found.push(`embedding element: ${describe(el)}`)
  for (const el of document.querySelectorAll('body link, body style'))
    found.push(`style or link in the body: ${describe(el)}`)
  for (const el of document.querySelectorAll('img, image, video, audio, source, picture')) {
    const src = el.getAttribute('src') ?? el.getAttribute('href') ?? el.getAttribute('srcset') ?? ''
    if (!src || new URL(src, location.href).origin !== location.origin) found.push(`media: ${describe(el)}`)
  }
  return found
}

/** Everything executable or loading the page shows now; empty when it is inert. */
export function executableIn(page: Page): Promise<string[]> {
  return page.evaluate(findExecutable)
}
