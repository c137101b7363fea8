// The app's buttons: one look per intent and size, a visible focus ring from the base
// styles, a busy state, and `disabledReason` for writes the key may not make.
import type { ButtonHTMLAttributes, Ref } from 'react'
import { DisabledReason } from './disabled-reason'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link'
export type ButtonSize = 'sm' | 'md' | 'icon'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover border-transparent shadow-xs',
  secondary: 'bg-surface text-fg border-line-strong hover:bg-surface-muted shadow-xs',
  ghost: 'bg-transparent text-fg border-transparent hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:opacity-90 border-transparent shadow-xs dark:text-canvas',
  link: 'bg-transparent text-accent hover:text-accent-hover border-transparent underline underline-offset-2 !px-0',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-2.5 text-xs',
  md: 'h-9 px-3 text-sm',
  icon: 'size-9 p-0',
}

/** The classes of a button, for links and triggers that should look like one. */
export const buttonClass = (variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', className = '') =>
  `inline-flex items-center justify-center gap-2 rounded-md border font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows the work in progress and blocks a second click; the label should say what is happening. */
  busy?: boolean
  /** Set (e.g. from `useCanWrite().reason`): the button is disabled and says why. */
  disabledReason?: string | null
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  disabledReason = null,
  className = '',
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const button = (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  )
  return <DisabledReason reason={disabledReason}>{button}</DisabledReason>
}
