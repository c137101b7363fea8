// Dialogs (Radix): focus trapped and returned, Escape closes, the title names the dialog.
// `ConfirmDialog` asks before a destructive or money-related action and stays open,
// busy, until that action settles, so an error is seen next to what caused it. It owns that
// error: shown under the dialog's content, cleared by the next attempt and by opening again.
import { useLingui } from '@lingui/react/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import { useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import { ErrorNotice } from './error-notice'
import { CloseIcon } from './icons'

export const Dialog = RadixDialog.Root
export const DialogTrigger = RadixDialog.Trigger
export const DialogClose = RadixDialog.Close

export interface DialogContentProps {
  /** Put a user-supplied name in it inside `<bdi>`, so its direction does not reorder the sentence. */
  title: ReactNode
  /** One sentence under the title; read as the dialog's description. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom right; the first focusable element gets focus unless the content has one. */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const

export function DialogContent({
  title,
  description,
  children,
  footer,
  size = 'md',
  className = '',
}: DialogContentProps) {
  // Radix returns focus to a Dialog.Trigger only; most dialogs here open from a plain button
  // (or lazily, after the click), so focus goes back to whatever had it when the dialog opened.
  const { t } = useLingui()
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current
          if (!target?.isConnected) return
          event.preventDefault()
          target.focus()
        }}
        className={`bg-surface border-line fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border shadow-2xl ${WIDTHS[size]} ${className}`}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5">
          <div className="min-w-0">
            <RadixDialog.Title className="text-fg text-base font-semibold wrap-anywhere">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-fg-muted mt-1 text-sm wrap-anywhere">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="icon" className="-me-2 -mt-1.5 size-8" aria-label={t`Close`}>
              <CloseIcon />
            </Button>
          </RadixDialog.Close>
        </div>
        {children ? <div className="text-fg min-h-0 overflow-y-auto px-5 pt-4 text-sm">{children}</div> : null}
        {footer ? (
          <div className="flex flex-wrap justify-end gap-2 px-5 pt-5 pb-5">{footer}</div>
        ) : (
          <div className="pb-5" />
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  /** The button's label names the action: "Delete endpoint", not "OK". */
  confirmLabel: string
  cancelLabel?: string
  /** Destructive actions get the danger look. */
  tone?: 'danger' | 'primary'
  /**
   * Resolve to close; throw (or reject) to keep the dialog open with the error shown in it. An
   * error the caller answers otherwise (a toast, a checklist) is caught there, and the dialog closes.
   */
  onConfirm: () => void | Promise<unknown>
  /** Why the action cannot run yet (a field still to fill in); the button says so and does nothing. */
  confirmDisabledReason?: string | null
  children?: ReactNode
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  confirmDisabledReason = null,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  // A dialog opened again starts clean: the last attempt's error belongs to that attempt.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setFailure(null)
  }
  const confirm = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        title={title}
        description={description}
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button disabled={busy}>{cancelLabel ?? t`Cancel`}</Button>
            </DialogClose>
            <Button variant={tone} busy={busy} disabledReason={confirmDisabledReason} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children || failure ? (
          <div className="flex flex-col gap-3">
            {children}
            {failure ? <ErrorNotice error={failure} /> : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
