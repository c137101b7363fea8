// The one HTML tree an agent's Markdown becomes, shared by the screen and find: the same
// parse react-markdown runs, then images turned into links and raw HTML into text. Find
// counts over this tree's text and marks over the same text, so "3 of 7" always lands on
// a highlighted hit, including hits inside shown HTML and phrases across bold or code.
import type { Element, ElementContent, Root, RootContent, Text } from 'hast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

/** The remark plugins of the rendered Markdown; find parses with exactly these. */
export const REMARK_PLUGINS = [remarkGfm]

/** What an image turns into on screen: words, so nothing is fetched and find can see it. */
export const imageLabel = (alt: string): string => `Image: ${alt.trim() || 'untitled'}`

export const HIT_CLASS = 'bg-warning-soft text-fg rounded-sm ring-1 ring-warning/60'
export const CURRENT_HIT_CLASS = 'bg-warning text-canvas rounded-sm ring-2 ring-warning'

type Parent = Root | Element
type Child = RootContent

function imageAsLink(img: Element): Element {
  const alt = typeof img.properties.alt === 'string' ? img.properties.alt : ''
  const src = typeof img.properties.src === 'string' ? img.properties.src : ''
  const label: ElementContent = { type: 'text', value: imageLabel(alt) }
  // The address goes through the same check as every link when the tree becomes elements.
  return { type: 'element', tagName: 'a', properties: { href: src, dataImage: '' }, children: [label] }
}

/**
 * Images become links with their description, and raw HTML becomes the text it is
 * (react-markdown would do that only after the plugins, where find could not see it).
 */
export function prepareTree(parent: Parent): void {
  parent.children = parent.children.map((child: Child): Child => {
    if (child.type === 'raw') return { type: 'text', value: child.value }
    if (child.type !== 'element') return child
    if (child.tagName === 'img') return imageAsLink(child)
    prepareTree(child)
    return child
  })
}

/** Blocks of text that take the direction of their own first strong letter (`dir="auto"`). */
const TEXT_BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th', 'td', 'pre'])
/**
 * Blocks that hold other blocks. `dir="auto"` would not do for them: it skips every descendant
 * that has a `dir` of its own, which here is all of them. They get the direction of their
 * first strong letter, worked out here, so a Hebrew list has its bullets on the right.
 */
const CONTAINER_BLOCKS = new Set(['ul', 'ol', 'blockquote', 'table'])

const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u
const LETTER = /\p{L}/u

/** 'rtl' or 'ltr' from the first letter of `text` (the rule of `dir="auto"`), or null when it has none. */
export function firstStrongDirection(text: string): 'rtl' | 'ltr' | null {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return 'rtl'
    if (LETTER.test(char)) return 'ltr'
  }
  return null
}

/**
 * Each block of a message takes its own direction, so a right-to-left paragraph (or list, or
 * table) sits right and keeps its punctuation at its end, while an English one beside it stays
 * left. Attributes only: the text find counts over and marks is unchanged.
 */
export function directBlocks(parent: Parent): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue
    if (TEXT_BLOCKS.has(child.tagName)) child.properties.dir = 'auto'
    else if (CONTAINER_BLOCKS.has(child.tagName)) {
      const direction = firstStrongDirection(treeText(child))
      if (direction) child.properties.dir = direction
    }
    directBlocks(child)
  }
}

function texts(parent: Parent, out: Text[]): Text[] {
  for (const child of parent.children) {
    if (child.type === 'text') out.push(child)
    else if (child.type === 'element') texts(child, out)
  }
  return out
}

/** Every text of the tree in reading order, joined: what find searches. */
export const treeText = (tree: Parent): string =>
  texts(tree, [])
    .map((t) => t.value)
    .join('')

/** [start, end) of every hit in `text`. */
function hitRanges(text: string, matcher: RegExp): [number, number][] {
  const ranges: [number, number][] = []
  matcher.lastIndex = 0
  for (let m = matcher.exec(text); m !== null; m = matcher.exec(text)) {
    if (m[0] === '') {
      matcher.lastIndex++
      continue
    }
    ranges.push([m.index, m.index + m[0].length])
  }
  return ranges
}

function mark(value: string, hit: number, current: number): Element {
  const isCurrent = hit === current
  return {
    type: 'element',
    tagName: 'mark',
    properties: {
      className: (isCurrent ? CURRENT_HIT_CLASS : HIT_CLASS).split(' '),
      dataHit: String(hit),
      ...(isCurrent ? { dataCurrentHit: '' } : {}),
    },
    children: [{ type: 'text', value }],
  }
}

/**
 * Marks every hit of `matcher` over the tree's joined text. A hit that runs across
 * elements (a phrase half in bold) is marked piece by piece, each piece carrying the
 * hit's number; `current` is the hit shown as the current find result.
 */
export function markHits(tree: Root, matcher: RegExp | null, current: number): void {
  if (!matcher) return
  const ranges = hitRanges(treeText(tree), matcher)
  if (ranges.length === 0) return
  let offset = 0
  let next = 0
  const walk = (parent: Parent) => {
    const children: Child[] = []
    for (const child of parent.children) {
      if (child.type === 'element') walk(child)
      if (child.type !== 'text') {
        children.push(child)
        continue
      }
      const start = offset
      const end = offset + child.value.length
      offset = end
      let at = start
      for (let h = next; h < ranges.length; h++) {
        const range = ranges[h]
        if (!range || range[0] >= end) break
        const from = Math.max(range[0], at)
        const to = Math.min(range[1], end)
        if (from > at) children.push({ type: 'text', value: child.value.slice(at - start, from - start) })
        children.push(mark(child.value.slice(from - start, to - start), h, current))
        at = to
        // A hit that goes on past this text continues in the next one.
        if (range[1] > end) break
        next = h + 1
      }
      if (at < end) children.push({ type: 'text', value: child.value.slice(at - start) })
    }
    parent.children = children
  }
  walk(tree)
}

const toTree = unified().use(remarkParse).use(REMARK_PLUGINS).use(remarkRehype, { allowDangerousHtml: true })

/** Parsed texts are kept: find runs on every keystroke over the same messages. */
const CACHE_MAX = 20_000
const cache = new Map<string, string>()

/** The text a reader sees of an agent's Markdown, exactly as the screen's tree holds it. */
export function renderedText(markdown: string): string {
  const known = cache.get(markdown)
  if (known !== undefined) return known
  const tree = toTree.runSync(toTree.parse(markdown))
  prepareTree(tree)
  const text = treeText(tree)
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(markdown, text)
  return text
}
