// Toasts: `toast` for callers and one `Toaster` host in the shell. Sonner is loaded on the first
// toast, not with the first screen; toasts asked for meanwhile wait in order and are handed to
// sonner once its Toaster listens. `toast.apiError` says what failed in the same words as the
// inline error notices, with the request id.
import { useCallback, useSyncExternalStore } from 'react'
import type { ExternalToast, toast as SonnerToast } from 'sonner'
import { observable } from '../../lib/observable'
import type * as ToasterModule from './toaster-impl'

type Sonner = typeof SonnerToast
type Message = Parameters<Sonner>[0]
type ToastId = string | number
type Impl = typeof ToasterModule

const impl = observable<Impl | null>(null)
let loading = false
/** Sonner, once its Toaster has subscribed; until then calls wait in `pending`. */
let live: Sonner | null = null
const pending: ((sonner: Sonner) => void)[] = []
// Sonner numbers toasts without an id itself; every toast passes through here, so counting here
// gives the same ids and lets a call return its id before sonner has loaded.
let lastId = 0

function load(): void {
  if (loading) return
  loading = true
  import('./toaster-impl').then(
    (module) => impl.set(module),
    (error: unknown) => {
      // A failed chunk load (a deploy replaced it, the network dropped): the next toast tries again.
      loading = false
      console.error('Could not load the notifications', error)
    },
  )
}

function run(call: (sonner: Sonner) => void): void {
  if (live) call(live)
  else {
    pending.push(call)
    load()
  }
}

function flush(sonner: Sonner): void {
  live = sonner
  for (const call of pending.splice(0)) call(sonner)
}

function show(kind: 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading' | null) {
  return (message: Message, data?: ExternalToast): ToastId => {
    const id = data?.id ?? ++lastId
    const options = { ...data, id }
    run((sonner) => (kind ? sonner[kind] : sonner)(message, options))
    return id
  }
}

/** An error as a toast: the plain-words title, the detail, and the request id to quote. */
function apiError(error: unknown, title?: string): ToastId {
  const id = ++lastId
  // Explained by the sonner half, which loads with the first toast: no first screen carries the words.
  run(() => impl.get()?.showApiError(error, title, id))
  return id
}

export const toast = Object.assign(show(null), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  loading: show('loading'),
  dismiss(id?: ToastId): void {
    // Nothing shown yet and nothing waiting: nothing to dismiss, and no reason to load sonner.
    if (live || pending.length) run((sonner) => sonner.dismiss(id))
  },
  apiError,
})

/**
 * Mounted once, in the shell; sonner renders in it from the first toast on. The wrapper is
 * there from the start because a modal dialog hides everything outside it from assistive
 * tech except elements carrying aria-live (the aria-hidden package Radix uses keeps those):
 * a toast raised from an open dialog must still be heard. "off": the wrapper itself
 * announces nothing; sonner's own region inside it does.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(
    (listener) => impl.subscribe(listener),
    () => impl.get(),
  )
  const onMounted = useCallback(() => {
    if (loaded) flush(loaded.toast)
  }, [loaded])
  return (
    <div aria-live="off" className="contents">
      {loaded ? <loaded.ToasterImpl onMounted={onMounted} /> : null}
    </div>
  )
}
