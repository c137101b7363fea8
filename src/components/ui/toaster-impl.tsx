// The sonner half of the toasts, loaded on the first toast so sonner stays off the first screen.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { useActiveLanguage } from '../../app/i18n/i18n'
import { useTheme } from '../../app/theme'
import { directionOf } from '../../lib/language'
import { explainError, type Explained } from './explain-error'
import { QuotedWords } from './quoted-words'
import './toaster-print.css'

export { toast }

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

/** `toast.apiError`, once sonner is here: in the same words as the inline error notices. */
export function showApiError(error: unknown, title: string | undefined, id: string | number): void {
  const explained = explainError(error)
  const described = explained.detail ?? explained.quoted ?? explained.requestId
  toast.error(title ?? explained.title, {
    id,
    ...(described ? { description: <ApiErrorDescription {...explained} /> } : {}),
    duration: 8_000,
  })
}

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
