// The frame around every screen: skip link, header, sidebar (a drawer on phones),
// session-wide banners, and main. It also stands in for a screen the key cannot use:
// the trial-ended message, and workspace-level screens for a product-locked key.
import { HeadContent, Link, Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react'
import { connectionOf } from '../../api/config'
import { useApiAccess, useApiConfig, useIsLocked } from '../../lib/capabilities'
import { FIRST_PAINT_BUDGET_MS } from '../../lib/first-screen'
import { Toaster } from '../ui/toast'
import { TooltipProvider } from '../ui/tooltip'
import { Header } from './header'
import { ShellBanners, useBannersSettled } from './shell-banners'
import type { NavItem } from './nav-items'
import { Sidebar, workspaceOnlyItemFor } from './sidebar'

/**
 * How each workspace-level screen is named in a sentence, so the message reads as English:
 * "Tools are…", "The wallet is…". Keyed by the screen's path in NAV_ITEMS.
 */
const LOCKED_WORDING: Record<string, { subject: string; noun: string; verb: 'is' | 'are'; pronoun: string }> = {
  '/tools': { subject: 'Tools', noun: 'tools', verb: 'are', pronoun: 'them' },
  '/knowledge-bases': { subject: 'Knowledge bases', noun: 'knowledge bases', verb: 'are', pronoun: 'them' },
  '/wallet': { subject: 'The wallet', noun: 'the wallet', verb: 'is', pronoun: 'it' },
  '/webhooks': { subject: 'Webhooks', noun: 'webhooks', verb: 'are', pronoun: 'them' },
}

// Shown only once a trial is over: no first screen carries it.
const TrialEnded = lazy(() => import('./trial-ended').then((m) => ({ default: m.TrialEnded })))

function HiddenForLockedKey({ item }: { item: NavItem }) {
  const path: string = item.to
  const w = LOCKED_WORDING[path] ?? { subject: item.label, noun: 'this screen', verb: 'is', pronoun: 'it' }
  const belongs = w.verb === 'is' ? 'belongs' : 'belong'
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-8">
      <h1 className="text-fg text-xl font-semibold">
        {w.subject} {w.verb} not available with this key
      </h1>
      <p className="text-fg-muted">
        The key in use is locked to one product, and {w.noun} {belongs} to the whole workspace. Connect with a workspace
        key in Settings to see {w.pronoun}.
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
  if (access.kind === 'trial_ended' && !isSettings)
    return (
      <Suspense fallback={<div aria-busy="true" aria-label="Loading" />}>
        <TrialEnded error={access.error} />
      </Suspense>
    )
  const hidden = locked ? workspaceOnlyItemFor(pathname) : undefined
  if (hidden) return <HiddenForLockedKey item={hidden} />
  return <Outlet />
}

/** The banners and the screen appear together, once the banners know whether they show. */
/** True once the first paint's budget (from navigation start) has passed. */
function usePastFirstPaintBudget(): boolean {
  const [past, setPast] = useState(() => performance.now() >= FIRST_PAINT_BUDGET_MS)
  useEffect(() => {
    if (past) return
    const timer = setTimeout(() => setPast(true), FIRST_PAINT_BUDGET_MS - performance.now())
    return () => clearTimeout(timer)
  }, [past])
  return past
}

function BannersThenScreen() {
  const settled = useBannersSettled()
  // Only the first settling is waited for: a refetch (a retry after a refusal) must not unmount the screen.
  const connection = connectionOf(useApiConfig())
  const [shownFor, setShownFor] = useState<string | null>(null)
  if (settled && shownFor !== connection) setShownFor(connection)
  // Never past the first paint's budget: a slow or rate-limited API shows the screen's skeletons
  // and says why it waits, rather than a blank page (a banner may then arrive above it).
  const pastBudget = usePastFirstPaintBudget()
  const busy = useApiAccess().kind === 'ok' && !settled && shownFor !== connection && !pastBudget
  const waiting = <div aria-busy="true" aria-label="Loading" className="min-h-dvh" />
  if (busy) return waiting
  // The demo banners' code may still be on its way: the screen waits with them rather than be pushed down.
  return (
    <Suspense fallback={waiting}>
      <ShellBanners />
      <Screen />
    </Suspense>
  )
}

export interface AppShellProps {
  /** Rendered in the header's middle: the command palette's trigger. */
  search?: ReactNode
  /** The demo panel, opened from the header in demo mode (a lazy element: it belongs to a feature). */
  demoPanel?: ReactNode
  /** Mounted once beside the layout: app-wide dialogs such as the command palette. */
  children?: ReactNode
}

export function AppShell({ search, demoPanel, children }: AppShellProps) {
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
        <Header search={search} demoPanel={demoPanel} />
        <div className="flex flex-1">
          <Sidebar />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
            <BannersThenScreen />
          </main>
        </div>
      </div>
      <Toaster />
      {children}
    </TooltipProvider>
  )
}
