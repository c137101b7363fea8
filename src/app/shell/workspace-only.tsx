// The frame of the workspace-level screens (the _workspace layout route): a product-locked key
// sees why the screen is not there instead of a page of refusals.
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useIsLocked } from '../capabilities'

const HiddenForLockedKey = lazy(() => import('./locked-notice').then((m) => ({ default: m.HiddenForLockedKey })))

export function WorkspaceOnly() {
  const locked = useIsLocked()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (!locked) return <Outlet />
  return (
    <Suspense fallback={<div aria-busy="true" aria-label="Loading" />}>
      <HiddenForLockedKey pathname={pathname} />
    </Suspense>
  )
}
