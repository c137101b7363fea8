// The sonner half of the toasts, loaded on the first toast so sonner stays off the first screen.
import { useEffect } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { useTheme } from '../../app/theme'
import './toaster-print.css'

export { toast }

/**
 * Bottom right on wide screens; sonner centres it on phones. `onMounted` runs once sonner's
 * Toaster listens: a child's effects run before its parent's, so sonner has subscribed by then.
 */
export function ToasterImpl({ onMounted }: { onMounted: () => void }) {
  const theme = useTheme()
  useEffect(onMounted, [onMounted])
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
