// The phone navigation drawer (a Radix dialog), loaded when the menu button is first used.
import { useLingui } from '@lingui/react/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'
import { PRODUCT_NAME } from '../product'
import { Button } from '../../components/ui/button'
import { CloseIcon } from '../../components/ui/icons'

export interface MobileNavDrawerProps {
  /** The content's id, which the menu button names in aria-controls. */
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button lives outside the dialog (it renders before this code loads); focus returns to it. */
  triggerRef: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

export function MobileNavDrawer({ id, open, onOpenChange, triggerRef, children }: MobileNavDrawerProps) {
  const { t } = useLingui()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <RadixDialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          className="bg-surface border-line fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col border-e shadow-2xl md:hidden"
        >
          <div className="border-line flex h-14 items-center justify-between border-b px-4">
            <RadixDialog.Title className="text-fg flex items-center gap-2 font-semibold">
              <img src="/favicon.svg" alt="" width={22} height={22} />
              <span translate="no">{PRODUCT_NAME}</span>
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" className="-me-2" aria-label={t`Close navigation`}>
                <CloseIcon className="size-5" />
              </Button>
            </RadixDialog.Close>
          </div>
          <nav aria-label={t`Main`} className="flex-1 overflow-y-auto px-3 py-5">
            {children}
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
