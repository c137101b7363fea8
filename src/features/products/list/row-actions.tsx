// A product row's menu: open it, or duplicate it (a write, so it says why when the key may not).
// The menu and the duplicate dialog load when a row's button is first used.
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { Product } from '../../../api/contract'
import { useMenuOnDemand } from '../../../components/layout/menu-on-demand'
import { Button, type ButtonProps } from '../../../components/ui/button'

const loadMenu = () => import('./row-actions-menu')
const RowActionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.RowActionsMenu })))
const preloadMenu = (): void => void loadMenu()

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0" fill="currentColor">
      <circle cx="5" cy="12" r="1.6" />
      <circle cx="12" cy="12" r="1.6" />
      <circle cx="19" cy="12" r="1.6" />
    </svg>
  )
}

/** The row's actions button: the stand-in until the menu loads, then the Radix trigger (which passes its props and ref). */
function ActionsButton({ name, ...props }: ButtonProps & { name: string }) {
  const { t } = useLingui()
  return (
    <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${name}`} {...props}>
      <DotsIcon />
    </Button>
  )
}

export function ProductRowActions({ product }: { product: Product }) {
  const { openedBy, triggerProps } = useMenuOnDemand(preloadMenu)
  const standIn = <ActionsButton name={product.name} {...triggerProps} />
  return (
    <Suspense fallback={standIn}>
      {openedBy ? (
        <RowActionsMenu product={product} openedBy={openedBy} trigger={<ActionsButton name={product.name} />} />
      ) : (
        standIn
      )}
    </Suspense>
  )
}
