// The frame of the workspace-level screens (the _workspace layout route): a product-locked key
// sees why the screen is not there instead of a page of refusals.
import { useLingui } from '@lingui/react/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useIsLocked, useWorkspaceReadable } from '../capabilities'

const HiddenForLockedKey = lazy(() => import('./locked-notice').then((m) => ({ default: m.HiddenForLockedKey })))

export function WorkspaceOnly() {
  const { t } = useLingui()
  const readable = useWorkspaceReadable()
  const locked = useIsLocked()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (readable) return <Outlet />
  // The key's rights are still on their way: the screen's own queries would ask before them.
  if (!locked) return <div aria-busy="true" aria-label={t`Loading`} />
  return (
    <Suspense fallback={<div aria-busy="true" aria-label={t`Loading`} />}>
      <HiddenForLockedKey pathname={pathname} />
    </Suspense>
  )
}
