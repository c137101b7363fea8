// The frame around every screen: skip link, header with the connection, sidebar nav, main.
import { HeadContent, Link, Outlet } from '@tanstack/react-router'
import { ConnectionBadge } from './connection-badge'
import { NAV_ITEMS } from './nav-items'

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* React hoists the route's <title> into <head>. */}
      <HeadContent />
      <a
        href="#main"
        className="bg-accent text-accent-fg sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-line bg-surface sticky top-0 z-40 border-b">
        <div className="flex h-14 items-center justify-between gap-3 px-4 md:px-6">
          <Link to="/" className="text-fg flex shrink-0 items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            Agent Console
          </Link>
          <ConnectionBadge />
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label="Main"
          className="border-line bg-surface border-b md:w-56 md:shrink-0 md:border-r md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto px-3 py-2 md:flex-col md:px-3 md:py-4">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.to === '/' }}
                  className="text-fg-muted hover:bg-surface-muted hover:text-fg block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap"
                  activeProps={{ className: 'bg-accent-soft !text-accent' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
