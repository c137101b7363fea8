// The top bar: navigation drawer (phones), the app's name, a slot for search, what
// the key may do, where requests go, the demo panel (in demo mode) and the theme.
import { Link } from '@tanstack/react-router'
import { Suspense, useState, type ReactNode } from 'react'
import { useApiConfig } from '../../lib/capabilities'
import { Button } from '../ui/button'
import { Dialog, DialogContent } from '../ui/dialog'
import { SettingsIcon } from '../ui/icons'
import { Skeleton } from '../ui/skeleton'
import { ConnectionBadge } from './connection-badge'
import { KeyAccess } from './key-access'
import { MobileNav } from './sidebar'
import { ThemeSwitch } from './theme-switch'

function DemoPanelButton({ panel }: { panel: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog" className="shrink-0">
        <SettingsIcon />
        <span className="max-sm:sr-only">Demo panel</span>
      </Button>
      <DialogContent
        title="Demo panel"
        description="Drive the in-browser workspace: live traffic, the clock, faults, the trial and the wallet. Every open tab sees each change."
        size="lg"
      >
        <Suspense
          fallback={
            <div role="status" className="flex flex-col gap-4">
              <span className="sr-only">Loading the demo controls…</span>
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          }
        >
          <div className="pb-1">{panel}</div>
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}

export interface HeaderProps {
  search?: ReactNode
  /** The demo panel's contents, shown in a dialog in demo mode; the route layer provides it (lazily). */
  demoPanel?: ReactNode
}

export function Header({ search, demoPanel }: HeaderProps) {
  const demo = useApiConfig().mode === 'demo'
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
        {demo && demoPanel ? <DemoPanelButton panel={demoPanel} /> : null}
        <ThemeSwitch />
      </div>
    </header>
  )
}
