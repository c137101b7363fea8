// The screens the sidebar links to; a screen is listed here once its route exists.
import type { LinkProps } from '@tanstack/react-router'

/** Sidebar groups, in order; an item without one sits at the top with the overview. */
export type NavSection = 'build' | 'operate' | 'developers' | 'account'

export interface NavItem {
  to: NonNullable<LinkProps['to']>
  label: string
  section?: NavSection
  /** Workspace-level screens (tools, knowledge bases, webhooks, wallet) are hidden from a product-locked key. */
  workspaceOnly?: boolean
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Overview' },
  { to: '/products', label: 'Products', section: 'build' },
  { to: '/tools', label: 'Tools', section: 'build', workspaceOnly: true },
  { to: '/knowledge-bases', label: 'Knowledge bases', section: 'build', workspaceOnly: true },
  { to: '/sessions', label: 'Conversations', section: 'operate' },
  { to: '/wallet', label: 'Wallet', section: 'operate', workspaceOnly: true },
  { to: '/webhooks', label: 'Webhooks', section: 'developers', workspaceOnly: true },
  { to: '/verify-user', label: 'Verify a user', section: 'developers' },
  { to: '/api', label: 'API', section: 'developers' },
  { to: '/settings', label: 'Settings', section: 'account' },
]
