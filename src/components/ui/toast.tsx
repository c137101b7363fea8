// Toasts (sonner): one Toaster for the app, and `toast` for callers. `toast.apiError`
// says what failed in the same words as the inline error notices, with the request id.
import { Toaster as Sonner, toast as sonnerToast } from 'sonner'
import { useTheme } from '../../lib/theme'
import { explainError } from './explain-error'

/** An error as a toast: the plain-words title, the detail, and the request id to quote. */
function apiError(error: unknown, title?: string): string | number {
  const explained = explainError(error)
  const lines = [explained.detail, explained.requestId ? `Request id ${explained.requestId}` : null].filter(Boolean)
  return sonnerToast.error(title ?? explained.title, {
    ...(lines.length ? { description: lines.join(' · ') } : {}),
    duration: 8_000,
  })
}

// A new object, so sonner's own export is left as it is.
export const toast = Object.assign((...args: Parameters<typeof sonnerToast>) => sonnerToast(...args), sonnerToast, {
  apiError,
})

/** Mounted once, in the shell. Bottom right on wide screens; sonner centres it on phones. */
export function Toaster() {
  const theme = useTheme()
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast: '!bg-surface !text-fg !border-line !shadow-lg !rounded-lg',
          title: '!font-medium',
          description: '!text-fg-muted',
          success: '[&_[data-icon]]:!text-success',
          error: '[&_[data-icon]]:!text-danger',
          warning: '[&_[data-icon]]:!text-warning',
          info: '[&_[data-icon]]:!text-accent',
          closeButton: '!bg-surface !text-fg !border-line',
        },
      }}
    />
  )
}
