// The screens the sidebar links to; a screen is listed here once its route exists.
import type { LinkProps } from '@tanstack/react-router'

export interface NavItem {
  to: NonNullable<LinkProps['to']>
  label: string
}

export const NAV_ITEMS: NavItem[] = [{ to: '/', label: 'Overview' }]
