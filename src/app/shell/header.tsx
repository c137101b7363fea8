// The top bar: navigation drawer (phones), the app's name, a slot for search, what
// the key may do, where requests go, the demo panel (in demo mode) and the theme.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useApiConfig } from '../capabilities'
import { PRODUCT_NAME } from '../product'
import { Button } from '../../components/ui/button'
import { SettingsIcon } from '../../components/ui/icons'
import { ConnectionBadge } from './connection-badge'
import { KeyAccess } from './key-access'
import { MobileNav } from './sidebar'
import { ThemeSwitch } from './theme-switch'

const loadDemoPanelDialog = () => import('./demo-panel-dialog')
const DemoPanelDialog = lazy(() => loadDemoPanelDialog().then((m) => ({ default: m.DemoPanelDialog })))
const preloadDemoPanelDialog = (): void => void loadDemoPanelDialog()

/** The dialog (Radix) loads on first use and stays mounted from then on, so closing keeps its exit. */
function DemoPanelButton({ panel }: { panel: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDemoPanelDialog}
        onFocus={preloadDemoPanelDialog}
        aria-haspopup="dialog"
        className="shrink-0"
      >
        <SettingsIcon />
        <span className="max-sm:sr-only">
          <Trans>Demo panel</Trans>
        </span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <DemoPanelDialog open={open} onOpenChange={setOpen}>
            {panel}
          </DemoPanelDialog>
        </Suspense>
      ) : null}
    </>
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
          {/* The product's name, the same in every language. */}
          <span translate="no">{PRODUCT_NAME}</span>
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
