// Copies a value to the clipboard and confirms it, in place (a check mark) and aloud (a toast).
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from './button'
import { CheckIcon, CopyIcon } from './icons'
import { toast } from './toast'

export interface CopyButtonProps {
  value: string
  /** What is copied, a translated noun, for the accessible name and the toast: "request id" → "Copy request id". */
  label: string
  /** Shown beside the icon; absent, the button is icon-only (named by `label`). */
  text?: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  /** After the value is on the clipboard. */
  onCopied?: () => void
}

export function CopyButton({ value, label, text, variant = 'ghost', size, className = '', onCopied }: CopyButtonProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2_000)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      onCopied?.()
      toast.success(t`Copied ${label}`, { id: `copied:${label}` })
    } catch {
      toast.error(t`Could not copy the ${label}`, { description: t`Select the text and copy it by hand.` })
    }
  }

  const Icon = copied ? CheckIcon : CopyIcon
  return (
    <Button
      variant={variant}
      size={size ?? (text ? 'sm' : 'icon')}
      className={text ? className : `size-7 ${className}`}
      aria-label={text ? undefined : t`Copy ${label}`}
      onClick={() => void copy()}
    >
      <Icon className={copied ? 'text-success size-4' : 'size-4'} />
      {text}
    </Button>
  )
}
