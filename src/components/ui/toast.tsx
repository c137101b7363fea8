// Toasts: `toast` for callers and one `Toaster` host in the shell. Sonner is loaded on the first
// toast, not with the first screen; toasts asked for meanwhile wait in order and are handed to
// sonner once its Toaster listens. `toast.apiError` says what failed in the same words as the
// inline error notices, with the request id.
import { Trans } from '@lingui/react/macro'
import { useCallback, useSyncExternalStore } from 'react'
import type { ExternalToast, toast as SonnerToast } from 'sonner'
import { observable } from '../../lib/observable'
import { explainError, type Explained } from './explain-error'
import { QuotedWords } from './quoted-words'
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

/** Under an error toast's title: the dashboard's advice, the server's words marked as its, the request id. */
function ApiErrorDescription({ detail, quoted, requestId }: Explained) {
  return (
    <>
      {detail ? <span className="block">{detail}</span> : null}
      {quoted ? (
        <span className="block">
          <QuotedWords quoted={quoted} />
        </span>
      ) : null}
      {requestId ? (
        <span className="block">
          <Trans>
            Request id{' '}
            <span translate="no" dir="ltr">
              {requestId}
            </span>
          </Trans>
        </span>
      ) : null}
    </>
  )
}

/** An error as a toast: the plain-words title, the detail, and the request id to quote. */
function apiError(error: unknown, title?: string): ToastId {
  const explained = explainError(error)
  const described = explained.detail ?? explained.quoted ?? explained.requestId
  return toast.error(title ?? explained.title, {
    ...(described ? { description: <ApiErrorDescription {...explained} /> } : {}),
    duration: 8_000,
  })
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
