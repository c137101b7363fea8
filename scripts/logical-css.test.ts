// Layout in logical properties only (docs/i18n.md, "Right to left"), so Arabic pages mirror
// without a stylesheet of their own: no physical margin, padding, inset, border, corner or text
// alignment utility in src, and no `left`/`right` declaration in its CSS.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { logical } from './logical-css.mjs'

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : []
  })

describe('logical layout', () => {
  it('rewrites physical utilities and leaves prose and centring alone', () => {
    expect(logical('className="ml-auto md:pr-3 -mr-2 left-0 border-l-2 text-right rounded-tl-md"')).toBe(
      'className="ms-auto md:pe-3 -me-2 start-0 border-s-2 text-end rounded-ss-md"',
    )
    expect(logical('left-1/2 -translate-x-1/2 right-to-left')).toBe('left-1/2 -translate-x-1/2 right-to-left')
    expect(logical('className="size-4 rtl:-scale-x-100 group-hover:rtl:-scale-x-100"')).toBe(
      'className="size-4 flip-rtl group-hover:flip-rtl"',
    )
  })

  it('holds in every source file of src', () => {
    const files = sources('src')
    expect(files.length).toBeGreaterThan(100)
    const physical = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      if (file.endsWith('.css'))
        return /(^|[\s;{])(left|right|(margin|padding|border)-(left|right)[\w-]*)\s*:|text-align:\s*(left|right)/m.test(
          text,
        )
      return logical(text) !== text
    })
    expect(physical, 'run `node scripts/logical-css.mjs <file>`').toEqual([])
  })
})
