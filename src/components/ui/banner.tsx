// A full-width notice above the page: something true of the whole session (a locked
// key, a trial ending, a deprecated endpoint), with an optional action and dismiss.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AlertIcon, CloseIcon, InfoIcon, LockIcon } from './icons'

export type BannerTone = 'info' | 'warning' | 'danger'

const TONES: Record<BannerTone, string> = {
  info: 'bg-accent-soft text-fg border-accent/30',
  warning: 'bg-warning-soft text-fg border-warning/40',
  danger: 'bg-danger-soft text-fg border-danger/40',
}
const ICON_TONES: Record<BannerTone, string> = { info: 'text-accent', warning: 'text-warning', danger: 'text-danger' }
const ICONS = { info: InfoIcon, warning: AlertIcon, danger: AlertIcon, lock: LockIcon } as const

export interface BannerProps {
  tone?: BannerTone
  icon?: keyof typeof ICONS
  children: ReactNode
  /** A link or button after the text. */
  action?: ReactNode
  /** Shows a close button named with this label ("Dismiss" when none is given). */
  onDismiss?: () => void
  dismissLabel?: string
  className?: string
}

export function Banner({
  tone = 'info',
  icon,
  children,
  action,
  onDismiss,
  dismissLabel,
  className = '',
}: BannerProps) {
  const { t } = useLingui()
  const Icon = ICONS[icon ?? tone]
  return (
    <div className={`flex items-start gap-3 rounded-lg border px-4 py-2.5 text-sm ${TONES[tone]} ${className}`}>
      <Icon className={`mt-0.5 size-4 ${ICON_TONES[tone]}`} />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 break-words">{children}</p>
        {action}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel ?? t`Dismiss`}
          className="text-fg-muted hover:text-fg hover:bg-surface/60 -my-0.5 -me-1.5 rounded p-1"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  )
}

/** Why the key in use cannot change what the screen shows, above the controls it disables. */
export function WriteReasonBanner({ reason }: { reason: string | null }) {
  return reason ? (
    <Banner tone="warning" icon="lock">
      {reason}
    </Banner>
  ) : null
}
