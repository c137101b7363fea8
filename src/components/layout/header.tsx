// The top bar: navigation drawer (phones), the app's name, a slot for search, what
// the key may do, where requests go, and the theme.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ConnectionBadge } from './connection-badge'
import { KeyAccess } from './key-access'
import { MobileNav } from './sidebar'
import { ThemeSwitch } from './theme-switch'

export function Header({ search }: { search?: ReactNode }) {
  return (
    <header className="border-line bg-surface/95 supports-[backdrop-filter]:bg-surface/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 md:px-5">
        <MobileNav />
        {/* On a phone the drawer carries the name and the way home; the header keeps room for the rest. */}
        <Link to="/" className="text-fg flex shrink-0 items-center gap-2 font-semibold max-sm:hidden md:w-52">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          Agent Console
        </Link>
        <div className="flex min-w-9 flex-1 items-center">{search}</div>
        <KeyAccess />
        <ConnectionBadge />
        <ThemeSwitch />
      </div>
    </header>
  )
}
