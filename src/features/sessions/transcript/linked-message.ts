// A message named in the URL hash (/sessions/$id#msg_…, as the wallet's debits link):
// loads pages until it is there, then scrolls to it, focuses and highlights it briefly,
// or reports that this conversation has no such message.
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { Message } from '../../../api/contract'
import type { LoadAll } from '../use-load-all'

/** How long the linked message keeps its highlight. */
export const LINKED_HIGHLIGHT_MS = 4000

const MESSAGE_ID = /^msg_[A-Za-z0-9_-]+$/

/** The message id a URL hash names, or null (the hash may come with or without its '#'). */
export function linkedMessageId(hash: string): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    id = decodeURIComponent(id)
  } catch {
    return null
  }
  return MESSAGE_ID.test(id) ? id : null
}

export type LinkedState = { id: string; status: 'seeking' | 'shown' | 'highlighted' | 'missing' } | null

export function useLinkedMessage({
  messages,
  ready,
  loader,
  busyElsewhere,
  reveal,
}: {
  messages: readonly Message[]
  /** The first page has arrived, so "not loaded" can start to mean "not yet". */
  ready: boolean
  loader: LoadAll
  /** Find or a jump also wants every page: then the loading is not this hook's to stop. */
  busyElsewhere: boolean
  /** Scrolls the list to the index and focuses the message. */
  reveal: (index: number) => void
}): LinkedState {
  const hash = useLocation({ select: (l) => l.hash })
  const id = linkedMessageId(hash)
  const index = id ? messages.findIndex((m) => m.id === id) : -1
  // What happened to the linked message; before any of it, an id not loaded yet is being sought.
  const [state, setState] = useState<{ id: string; status: 'highlighted' | 'shown' | 'missing' } | null>(null)
  const { loadAll, cancel } = loader

  const revealRef = useRef(reveal)
  useEffect(() => {
    revealRef.current = reveal
  })
  const busyRef = useRef(busyElsewhere)
  useEffect(() => {
    busyRef.current = busyElsewhere
  })

  // Not loaded yet: load page after page; once every page is in and it is still absent, say so.
  useEffect(() => {
    if (!id || !ready || index >= 0) return
    let live = true
    void loadAll().then((complete) => {
      if (live && complete) setState((s) => (s?.id === id ? s : { id, status: 'missing' }))
    })
    return () => {
      live = false
    }
  }, [id, ready, index, loadAll])

  // Found: stop loading the rest (unless find wants it), bring it into view, highlight it for a moment.
  const shownFor = useRef<string | null>(null)
  useEffect(() => {
    if (!id) shownFor.current = null
    if (!id || index < 0 || shownFor.current === id) return
    shownFor.current = id
    if (!busyRef.current) cancel()
    revealRef.current(index)
    // Not cancelled when pages arrive meanwhile: only a newer link replaces this highlight.
    requestAnimationFrame(() => setState({ id, status: 'highlighted' }))
    setTimeout(() => setState((s) => (s?.id === id ? { id, status: 'shown' } : s)), LINKED_HIGHLIGHT_MS)
  }, [id, index, cancel])

  if (!id) return null
  if (state?.id === id && !(state.status === 'missing' && index >= 0)) return state
  return index < 0 ? { id, status: 'seeking' } : { id, status: 'shown' }
}
