// A product row's menu: open it, or duplicate it (a write, so it says why when the key may not).
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Product } from '../../../api/contract'
import { Button } from '../../../components/ui/button'
import { useCanWrite } from '../../../lib/capabilities'
import { DuplicateProductDialog } from '../duplicate'

const itemClass =
  'text-fg data-[highlighted]:bg-surface-muted flex cursor-default items-center rounded px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60'

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0" fill="currentColor">
      <circle cx="5" cy="12" r="1.6" />
      <circle cx="12" cy="12" r="1.6" />
      <circle cx="19" cy="12" r="1.6" />
    </svg>
  )
}

export function ProductRowActions({ product }: { product: Product }) {
  const navigate = useNavigate()
  const permission = useCanWrite({ workspace: true })
  const [duplicating, setDuplicating] = useState(false)
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${product.name}`}>
            <DotsIcon />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="border-line bg-surface z-40 min-w-48 rounded-md border p-1 shadow-lg"
          >
            <Menu.Item
              className={itemClass}
              onSelect={() => void navigate({ to: '/products/$productId', params: { productId: product.id } })}
            >
              Open
            </Menu.Item>
            <Menu.Item className={itemClass} disabled={!permission.allowed} onSelect={() => setDuplicating(true)}>
              Duplicate…
            </Menu.Item>
            {!permission.allowed && permission.reason ? (
              <p className="text-fg-muted max-w-60 px-2.5 pt-1 pb-1.5 text-xs">{permission.reason}</p>
            ) : null}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <DuplicateProductDialog product={product} open={duplicating} onOpenChange={setDuplicating} />
    </>
  )
}
