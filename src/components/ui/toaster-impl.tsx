// The sonner half of the toasts, loaded on the first toast so sonner stays off the first screen.
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { useActiveLanguage } from '../../app/i18n/i18n'
import { useTheme } from '../../app/theme'
import { directionOf } from '../../lib/language'
import './toaster-print.css'

export { toast }

/**
 * Bottom right (left in Arabic) on wide screens; sonner centres it on phones. `onMounted` runs once sonner's
 * Toaster listens: a child's effects run before its parent's, so sonner has subscribed by then.
 */
export function ToasterImpl({ onMounted }: { onMounted: () => void }) {
  const { t } = useLingui()
  const theme = useTheme()
  const dir = directionOf(useActiveLanguage())
  useEffect(onMounted, [onMounted])
  return (
    <Sonner
      theme={theme}
      // The reading direction's end: bottom left in Arabic.
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      dir={dir}
      closeButton
      containerAriaLabel={t`Notifications`}
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
