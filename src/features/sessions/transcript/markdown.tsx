// Agent answers are untrusted Markdown. Rendered to React elements only: raw HTML is shown
// as text (never parsed), links open in a new tab without referrer or opener and only for
// web and e-mail addresses, and images are never loaded (each becomes a link with its
// description). Find-in-transcript hits are marked on the tree find counts over.
import { Trans, useLingui } from '@lingui/react/macro'
import type { Root } from 'hast'
import type { ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { splitMatches } from './find'
import { CURRENT_HIT_CLASS, directBlocks, HIT_CLASS, markHits, prepareTree, REMARK_PLUGINS } from './markdown-tree'

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * The address a link may point at, or '' when it may not: only absolute http(s) and
 * mailto URLs pass, so javascript:, data:, vbscript:, relative paths into this app and
 * anything unparseable are dropped (the link text stays, as text).
 */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : ''
  } catch {
    return ''
  }
}

export interface HitOptions {
  matcher: RegExp | null
  /** The hit within this message that is the current find result, or -1. */
  current: number
}

/** A rehype plugin: the tree find counts over (markdown-tree.ts), with its hits marked. */
function rehypeTranscript(options: HitOptions) {
  return (tree: Root) => {
    prepareTree(tree)
    directBlocks(tree)
    markHits(tree, options.matcher, options.current)
  }
}

const linkClass = 'text-accent hover:text-accent-hover underline underline-offset-2 break-words'

/** A link of an answer: the agent's words and address (data), the dashboard's notes around them. */
function AnswerLink({ href, image, children }: { href: string | undefined; image: boolean; children: ReactNode }) {
  const { t } = useLingui()
  if (!href)
    return (
      <span
        className="text-fg-muted"
        title={image ? t`Image not loaded (its address is not a web address)` : t`Link removed: not a web address`}
      >
        {children}
      </span>
    )
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={linkClass}
      title={image ? t`Image not loaded; open ${href}` : href}
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}

const COMPONENTS: Components = {
  a: ({ href, children, ...props }) => (
    <AnswerLink href={href} image={'data-image' in props}>
      {children}
    </AnswerLink>
  ),
}

const proseClass = [
  'text-fg min-w-0 text-sm leading-relaxed break-words',
  '[&_p]:my-0 [&_p+*]:mt-2 [&_*+p]:mt-2',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:ps-5 [&_ul,&_ol]:my-2 [&_li+li]:mt-0.5',
  '[&_code]:bg-surface-muted [&_code]:rounded [&_code]:px-1 [&_code]:py-px [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:bg-surface-muted [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:p-3 [&_pre_code]:p-0',
  '[&_blockquote]:border-line-strong [&_blockquote]:text-fg-muted [&_blockquote]:border-s-2 [&_blockquote]:ps-3',
  '[&_table]:my-2 [&_table]:block [&_table]:overflow-x-auto [&_th,&_td]:border-line [&_th,&_td]:border [&_th,&_td]:px-2 [&_th,&_td]:py-1',
  '[&_h1,&_h2,&_h3,&_h4]:font-semibold [&_hr]:border-line [&_hr]:my-3',
].join(' ')

export function MessageMarkdown({ text, matcher, current }: { text: string } & HitOptions) {
  return (
    // The agent's own words, as written: a browser's translator leaves them alone.
    <div className={proseClass} translate="no">
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={[[rehypeTranscript, { matcher, current }]]}
        urlTransform={safeUrl}
        components={COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  )
}

/** A visitor's message is plain text as typed: nothing in it is markup; its direction is its own. */
export function PlainText({ text, matcher, current }: { text: string } & HitOptions) {
  return (
    <p dir="auto" translate="no" className="text-fg text-sm leading-relaxed break-words whitespace-pre-wrap">
      {splitMatches(text, matcher).map((s, i) =>
        s.hit === null ? (
          s.text
        ) : (
          <mark
            key={i}
            className={s.hit === current ? CURRENT_HIT_CLASS : HIT_CLASS}
            {...(s.hit === current ? { 'data-current-hit': '' } : {})}
          >
            {s.text}
          </mark>
        ),
      )}
    </p>
  )
}
