// Copies a value to the clipboard and confirms it, in place (a check mark) and aloud (a toast).
import { useEffect, useState } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from './button'
import { CheckIcon, CopyIcon } from './icons'
import { toast } from './toast'

export interface CopyButtonProps {
  value: string
  /** What is copied, for the accessible name and the toast: "request id" → "Copy request id". */
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
      toast.success(`Copied ${label}`, { id: `copied:${label}` })
    } catch {
      toast.error(`Could not copy the ${label}`, { description: 'Select the text and copy it by hand.' })
    }
  }

  const Icon = copied ? CheckIcon : CopyIcon
  return (
    <Button
      variant={variant}
      size={size ?? (text ? 'sm' : 'icon')}
      className={text ? className : `size-7 ${className}`}
      aria-label={text ? undefined : `Copy ${label}`}
      onClick={() => void copy()}
    >
      <Icon className={copied ? 'text-success size-4' : 'size-4'} />
      {text}
    </Button>
  )
}
