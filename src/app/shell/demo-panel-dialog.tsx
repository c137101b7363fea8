// The demo panel's dialog, loaded when the header's "Demo panel" button is first used.
import { useLingui } from '@lingui/react/macro'
import { Suspense, type ReactNode } from 'react'
import { Dialog, DialogContent } from '../../components/ui/dialog'
import { Skeleton } from '../../components/ui/skeleton'

export interface DemoPanelDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The panel's contents: a lazy element from the route layer. */
  children: ReactNode
}

export function DemoPanelDialog({ open, onOpenChange, children }: DemoPanelDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Demo panel`}
        description={t`Drive the in-browser workspace: live traffic, the clock, faults, the trial and the wallet. Every open tab sees each change.`}
        size="lg"
      >
        <Suspense
          fallback={
            <div role="status" className="flex flex-col gap-4">
              <span className="sr-only">{t`Loading the demo controls…`}</span>
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          }
        >
          <div className="pb-1">{children}</div>
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
