// Descriptions from the document, rendered as text: paragraphs, line breaks, `code` and **bold**
// become elements; nothing is ever parsed as HTML. They are the contract's words, data to this
// screen, so they are not translated (docs/i18n.md).
import { Fragment, type ReactNode } from 'react'

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*)/g

function inline(line: string): ReactNode[] {
  return line.split(INLINE).map((part, i) => {
    if (part.length > 2 && part.startsWith('`') && part.endsWith('`'))
      return (
        <code key={i} className="bg-surface-muted rounded px-1 py-px font-mono text-[0.85em] break-words">
          {part.slice(1, -1)}
        </code>
      )
    if (part.length > 4 && part.startsWith('**') && part.endsWith('**'))
      return (
        <strong key={i} className="text-fg font-semibold">
          {part.slice(2, -2)}
        </strong>
      )
    return <Fragment key={i}>{part}</Fragment>
  })
}

export function Prose({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <div translate="no" className={`text-fg-muted flex flex-col gap-2 text-sm leading-relaxed ${className}`}>
      {paragraphs.map((p, i) => (
        // The contract's English reads left to right inside an Arabic page, its full stop at its end.
        <p key={i} dir="auto" className="break-words">
          {p.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {inline(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  )
}
