// The frame around every screen: skip link, header, sidebar (a drawer on phones),
// session-wide banners, and main. It also stands in for a screen the key cannot use:
// the trial-ended message, and workspace-level screens for a product-locked key.
import { HeadContent, Link, Outlet, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useApiAccess, useIsLocked } from '../../lib/capabilities'
import { Toaster } from '../ui/toast'
import { TooltipProvider } from '../ui/tooltip'
import { Header } from './header'
import { ShellBanners } from './shell-banners'
import { Sidebar, workspaceOnlyItemFor } from './sidebar'
import { TrialEnded } from './trial-ended'

function HiddenForLockedKey({ label }: { label: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8">
      <h1 className="text-fg text-xl font-semibold">{label} is not available with this key</h1>
      <p className="text-fg-muted">
        The key in use is locked to one product, and {label.toLowerCase()} belong to the whole workspace. Connect with a
        workspace key in Settings to see them.
      </p>
      <p>
        <Link to="/" className="text-accent hover:text-accent-hover font-medium underline underline-offset-2">
          Go to the overview
        </Link>
      </p>
    </div>
  )
}

function Screen() {
  const access = useApiAccess()
  const locked = useIsLocked()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Settings stays reachable in every state: it is where the user fixes them.
  const isSettings = pathname === '/settings' || pathname.startsWith('/settings/')
  if (access.kind === 'trial_ended' && !isSettings) return <TrialEnded error={access.error} />
  const hidden = locked ? workspaceOnlyItemFor(pathname) : undefined
  if (hidden) return <HiddenForLockedKey label={hidden.label} />
  return <Outlet />
}

export interface AppShellProps {
  /** Rendered in the header's middle: the command palette's trigger. */
  search?: ReactNode
  /** Mounted once beside the layout: app-wide dialogs such as the command palette. */
  children?: ReactNode
}

export function AppShell({ search, children }: AppShellProps) {
  return (
    <TooltipProvider>
      {/* React hoists the route's <title> into <head>. */}
      <HeadContent />
      <a
        href="#main"
        className="bg-accent text-accent-fg sr-only z-50 rounded-md px-3 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header search={search} />
        <div className="flex flex-1">
          <Sidebar />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
            <ShellBanners />
            <Screen />
          </main>
        </div>
      </div>
      <Toaster />
      {children}
    </TooltipProvider>
  )
}
