// The frame around every screen: skip link, header, sidebar (a drawer on phones),
// session-wide banners, and main. It also stands in for every screen once a trial is over
// (the _workspace layout route does so for workspace-level screens and a product-locked key).
import { useLingui } from '@lingui/react/macro'
import { HeadContent, Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, type ReactNode } from 'react'
import { useApiAccess } from '../capabilities'
import { useShellShows } from '../first-screen'
import { SlowAnswer } from '../../components/ui/query-state'
import { Toaster } from '../../components/ui/toast'
import { TooltipProvider } from '../../components/ui/tooltip'
import { Header } from './header'
import { ShellBanners } from './shell-banners'
import { Sidebar } from './sidebar'

// Shown only once a trial is over: no first screen carries it.
const TrialEnded = lazy(() => import('./trial-ended').then((m) => ({ default: m.TrialEnded })))

function Screen() {
  const { t } = useLingui()
  const access = useApiAccess()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Settings stays reachable in every state: it is where the user fixes them.
  const isSettings = pathname === '/settings' || pathname.startsWith('/settings/')
  if (access.kind === 'trial_ended' && !isSettings)
    return (
      <Suspense fallback={<div aria-busy="true" aria-label={t`Loading`} />}>
        <TrialEnded error={access.error} />
      </Suspense>
    )
  return <Outlet />
}

/** The banners and the screen appear together, when the first-screen gate says so (first-screen.ts). */
function BannersThenScreen() {
  // Past the screen's budget a slow or rate-limited API shows the screen's skeletons and says why
  // it waits, once the banners are known: skeletons painted before them would be pushed down. Past
  // the banners' budget the screen shows whatever they know (a banner may then arrive above it).
  const { t } = useLingui()
  const shows = useShellShows()
  const busy = useApiAccess().kind === 'ok' && !shows
  // Says why it waits (a rate limit at once, a slow answer after a while); replaced whole by the
  // banners and the screen, so its words move nothing when they go.
  const waiting = (
    <div aria-busy="true" aria-label={t`Loading`} className="min-h-dvh">
      <SlowAnswer active />
    </div>
  )
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
  const { t } = useLingui()
  return (
    <TooltipProvider>
      {/* React hoists the route's <title> into <head>. */}
      <HeadContent />
      <a
        href="#main"
        className="bg-accent text-accent-fg sr-only z-50 rounded-md px-3 py-2 font-medium focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t`Skip to content`}
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
