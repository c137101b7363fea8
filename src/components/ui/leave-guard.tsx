// Unsaved edits are not lost by a click elsewhere: leaving the screen (a link, Back) asks
// first, and closing or reloading the tab gets the browser's own warning.
import { useLingui } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ConfirmDialog } from './dialog'

export interface LeaveGuardProps {
  dirty: boolean
  /** What would be lost: "Your edits to this tool are not saved. Leaving discards them." */
  description: ReactNode
  title?: string
  confirmLabel?: string
  cancelLabel?: string
}

export function LeaveGuard({ dirty, description, title, confirmLabel, cancelLabel }: LeaveGuardProps) {
  const { t } = useLingui()
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true })
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.()
      }}
      title={title ?? t`Leave without saving?`}
      description={description}
      confirmLabel={confirmLabel ?? t`Discard and leave`}
      cancelLabel={cancelLabel ?? t`Stay on this page`}
      onConfirm={() => blocker.proceed?.()}
    />
  )
}
