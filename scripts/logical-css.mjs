// Rewrites physical Tailwind utilities to logical ones (docs/i18n.md, "Right to left"), in place:
// `node scripts/logical-css.mjs <files…>`. Safe to run again; scripts/logical-css.test.ts finds
// what is left.
import { readFileSync, writeFileSync } from 'node:fs'

/** Physical → logical, for a class token (with any variant prefix and `-` or `!` before it). */
/** A spacing value: a number, `px`, `auto`, `full` or an arbitrary `[…]`, so prose ("right-to-left") is left alone. */
const V = String.raw`(?=(?:\d|px$|auto$|full$|\[))`
const RULES = [
  [new RegExp(`^(-?)ml-${V}`), '$1ms-'],
  [new RegExp(`^(-?)mr-${V}`), '$1me-'],
  [new RegExp(`^pl-${V}`), 'ps-'],
  [new RegExp(`^pr-${V}`), 'pe-'],
  [new RegExp(`^scroll-m([lr])-${V}`), (_, side) => `scroll-m${side === 'l' ? 's' : 'e'}-`],
  [new RegExp(`^scroll-p([lr])-${V}`), (_, side) => `scroll-p${side === 'l' ? 's' : 'e'}-`],
  // `left-1/2` with `-translate-x-1/2` centres: symmetric, kept.
  [new RegExp(`^(-?)left-(?!1/2$)${V}`), '$1start-'],
  [new RegExp(`^(-?)right-${V}`), '$1end-'],
  [/^border-l(?=$|-)/, 'border-s'],
  [/^border-r(?=$|-)/, 'border-e'],
  [/^rounded-l(?=$|-)/, 'rounded-s'],
  [/^rounded-r(?=$|-)/, 'rounded-e'],
  [/^rounded-tl(?=$|-)/, 'rounded-ss'],
  [/^rounded-tr(?=$|-)/, 'rounded-se'],
  [/^rounded-bl(?=$|-)/, 'rounded-es'],
  [/^rounded-br(?=$|-)/, 'rounded-ee'],
  [/^text-left$/, 'text-start'],
  [/^text-right$/, 'text-end'],
  [/^float-left$/, 'float-start'],
  [/^float-right$/, 'float-end'],
  [/^origin-left$/, 'origin-[left]'],
]

/** A class token: variants (`md:`, `group-hover:`), an optional `!`, then the utility. */
const TOKEN =
  /(?<=^|[\s"'`{])((?:[a-z0-9-[\]&:>*@/]+:)*)(!?)(-?[a-z][a-z0-9-]*(?:-[a-z0-9./[\]()%-]+)?)(?=$|[\s"'`}])/gm

export function logical(source) {
  return source.replace(TOKEN, (whole, variants, bang, utility) => {
    // An icon that points somewhere turns round in a right-to-left page: `flip-rtl` (src/styles.css)
    // does it without the three registered scale variables `rtl:-scale-x-100` brings into the CSS.
    if (variants.endsWith('rtl:') && utility === '-scale-x-100') return variants.slice(0, -4) + bang + 'flip-rtl'
    for (const [from, to] of RULES) if (from.test(utility)) return variants + bang + utility.replace(from, to)
    return whole
  })
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const file of process.argv.slice(2)) {
    const before = readFileSync(file, 'utf8')
    const after = logical(before)
    if (after !== before) writeFileSync(file, after)
  }
