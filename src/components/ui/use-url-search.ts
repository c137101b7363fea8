// A search field's text whose committed value lives in the URL: typed text is committed a moment
// after typing stops (so each keystroke is neither a request nor a history entry), at once on
// demand (Enter), and the field follows the URL when it changes under it (back, Clear filters).
import { useEffect, useRef, useState } from 'react'

export const SEARCH_DELAY_MS = 300

export interface UrlSearch {
  /** What the field shows. */
  text: string
  setText: (text: string) => void
  /** Commits the text now rather than after the pause. */
  commitNow: () => void
}

/** `onCommit` receives the trimmed text ('' for no search); keep it stable (useCallback). */
export function useUrlSearch(value: string, onCommit: (q: string) => void): UrlSearch {
  const [text, setText] = useState(value)
  const committed = useRef(value)
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text.trim() === committed.current) return
    const timer = setTimeout(() => {
      committed.current = text.trim()
      onCommit(text.trim())
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onCommit])
  const commitNow = () => {
    committed.current = text.trim()
    onCommit(text.trim())
  }
  return { text, setText, commitNow }
}
