// The top bar: navigation drawer (phones), the app's name, a slot for search, what
// the key may do, where requests go, the demo panel (in demo mode) and the theme.
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useApiConfig } from '../../lib/capabilities'
import { Button } from '../ui/button'
import { Dialog, DialogContent } from '../ui/dialog'
import { SettingsIcon } from '../ui/icons'
import { Skeleton } from '../ui/skeleton'
import { ConnectionBadge } from './connection-badge'
import { KeyAccess } from './key-access'
import { MobileNav } from './sidebar'
import { ThemeSwitch } from './theme-switch'

// Loaded when first opened: the panel is the settings feature's, and no screen's first load should carry it.
const DemoPanel = lazy(() => import('../../features/settings/demo-panel').then((m) => ({ default: m.DemoPanel })))

function DemoPanelButton() {
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
          <div className="pb-1">
            <DemoPanel layout="dialog" />
          </div>
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}

export function Header({ search }: { search?: ReactNode }) {
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
        {demo ? <DemoPanelButton /> : null}
        <ThemeSwitch />
      </div>
    </header>
  )
}
