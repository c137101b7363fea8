// The screens the sidebar and the palette link to; a screen is listed here once its route exists.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useRouter, type LinkProps } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useIsLocked } from '../../app/capabilities'

/** Sidebar groups, in order; an item without one sits at the top with the overview. */
export type NavSection = 'build' | 'operate' | 'developers' | 'account'

export interface NavItem {
  to: NonNullable<LinkProps['to']>
  /** Translated where it shows (`i18n._(item.label)`), so it follows a change of language. */
  label: MessageDescriptor
  section?: NavSection
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: msg`Overview` },
  { to: '/products', label: msg`Products`, section: 'build' },
  { to: '/tools', label: msg`Tools`, section: 'build' },
  { to: '/knowledge-bases', label: msg`Knowledge bases`, section: 'build' },
  { to: '/sessions', label: msg`Conversations`, section: 'operate' },
  { to: '/wallet', label: msg`Wallet`, section: 'operate' },
  { to: '/webhooks', label: msg`Webhooks`, section: 'developers' },
  { to: '/verify-user', label: msg`Verify a user`, section: 'developers' },
  { to: '/api', label: msg`API`, section: 'developers' },
  { to: '/settings', label: msg`Settings`, section: 'account' },
]

/**
 * Whether the screen at `to` is workspace-level: its routes sit under the pathless _workspace
 * layout (src/routes/_workspace.tsx), which a product-locked key cannot see.
 */
export const isWorkspaceScreen = (routeIds: readonly string[], to: string): boolean =>
  routeIds.some((id) => id.startsWith(`/_workspace${to}/`))

/** The screens this key may see: a product-locked key loses the workspace-level ones. */
export function useVisibleNavItems(): readonly NavItem[] {
  const locked = useIsLocked()
  const router = useRouter()
  return useMemo(() => {
    const routeIds = Object.keys(router.routesById)
    return locked ? NAV_ITEMS.filter((item) => !isWorkspaceScreen(routeIds, item.to)) : NAV_ITEMS
  }, [locked, router])
}
