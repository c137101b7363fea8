// A product row's menu itself (Radix DropdownMenu) and the duplicate dialog, loaded when a
// row's actions button is first used: neither is part of the list's first load.
import { Trans } from '@lingui/react/macro'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type ReactElement } from 'react'
import type { Product } from '../../../api/contract'
import { useFirstItemFocus, type OpenedBy } from '../../../components/layout/menu-on-demand'
import { useCanWrite } from '../../../app/capabilities'
import { useActiveLanguage } from '../../../app/i18n/i18n'
import { directionOf } from '../../../lib/language'
import { DuplicateProductDialog } from '../duplicate'

const itemClass =
  'text-fg data-[highlighted]:bg-surface-muted flex cursor-default items-center rounded px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60'

export interface RowActionsMenuProps {
  product: Product
  /** The actions button, which Radix takes over as the menu's trigger. */
  trigger: ReactElement
  openedBy: OpenedBy
}

export function RowActionsMenu({ product, trigger, openedBy }: RowActionsMenuProps) {
  const navigate = useNavigate()
  const permission = useCanWrite({ workspace: true })
  const [duplicating, setDuplicating] = useState(false)
  const firstItemFocus = useFirstItemFocus(openedBy)
  const reasonId = useId()
  const reason = !permission.allowed && permission.reason ? permission.reason : null
  // Radix lays a menu out left to right unless told (see the theme menu).
  const dir = directionOf(useActiveLanguage())
  return (
    <>
      <Menu.Root modal={false} defaultOpen dir={dir}>
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            ref={firstItemFocus}
            align="end"
            sideOffset={4}
            className="border-line bg-surface z-40 min-w-48 rounded-md border p-1 shadow-lg"
          >
            <Menu.Item
              className={itemClass}
              onSelect={() => void navigate({ to: '/products/$productId', params: { productId: product.id } })}
            >
              <Trans>Open</Trans>
            </Menu.Item>
            <Menu.Item
              className={itemClass}
              disabled={!permission.allowed}
              aria-describedby={reason ? reasonId : undefined}
              onSelect={() => setDuplicating(true)}
            >
              <Trans>Duplicate…</Trans>
            </Menu.Item>
            {reason ? (
              // Tied to the item, so assistive tech reads the reason with it rather than as a loose line.
              <p id={reasonId} className="text-fg-muted max-w-60 px-2.5 pt-1 pb-1.5 text-xs">
                {reason}
              </p>
            ) : null}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <DuplicateProductDialog product={product} open={duplicating} onOpenChange={setDuplicating} />
    </>
  )
}
