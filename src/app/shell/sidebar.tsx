// The navigation: grouped links to every screen that exists, minus the workspace-level
// ones a product-locked key cannot use. The same list sits in the sidebar on wide
// screens and in a drawer (a Radix dialog, loaded on first use) behind the menu button on phones.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useRef, useState, type ComponentType } from 'react'
import { Button } from '../../components/ui/button'
import {
  BookIcon,
  BoxIcon,
  ChatIcon,
  CodeIcon,
  HomeIcon,
  MenuIcon,
  SettingsIcon,
  ShieldIcon,
  WalletIcon,
  WebhookIcon,
  WrenchIcon,
  type IconProps,
} from '../../components/ui/icons'
import { useVisibleNavItems, type NavItem, type NavSection } from '../../components/layout/nav-items'

const SECTIONS: { id: NavSection | null; label: MessageDescriptor | null }[] = [
  { id: null, label: null },
  { id: 'build', label: msg`Build` },
  { id: 'operate', label: msg`Operate` },
  { id: 'developers', label: msg`Developers` },
  { id: 'account', label: msg`Account` },
]

/** Icons by path, so a screen added to NAV_ITEMS gets its icon without touching this file's callers. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  '/': HomeIcon,
  '/products': BoxIcon,
  '/tools': WrenchIcon,
  '/knowledge-bases': BookIcon,
  '/sessions': ChatIcon,
  '/webhooks': WebhookIcon,
  '/wallet': WalletIcon,
  '/verify-user': ShieldIcon,
  '/api': CodeIcon,
  '/settings': SettingsIcon,
}

function NavSectionList({
  label,
  items,
  onNavigate,
}: {
  label: MessageDescriptor | null
  items: NavItem[]
  onNavigate?: () => void
}) {
  const id = useId()
  const { i18n } = useLingui()
  return (
    <div>
      {label ? (
        <p id={id} className="text-fg-muted px-3 pb-1.5 text-[11px] font-semibold tracking-wider uppercase">
          {i18n._(label)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-0.5" {...(label ? { 'aria-labelledby': id } : {})}>
        {items.map((item) => {
          const Icon = ICONS[String(item.to)] ?? BoxIcon
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: item.to === '/' }}
                onClick={onNavigate}
                className="group text-fg-muted hover:bg-surface-muted hover:text-fg flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium"
                activeProps={{ className: '!bg-accent-soft !text-accent' }}
              >
                <Icon className="size-4 opacity-80 group-hover:opacity-100" />
                {i18n._(item.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const items = useVisibleNavItems()
  return (
    <div className="flex flex-col gap-5">
      {SECTIONS.map((section) => {
        const inSection = items.filter((item) => (item.section ?? null) === section.id)
        if (inSection.length === 0) return null
        return (
          <NavSectionList
            key={section.id ?? 'top'}
            label={section.label}
            items={inSection}
            {...(onNavigate ? { onNavigate } : {})}
          />
        )
      })}
    </div>
  )
}

/** The sidebar on wide screens (md and up). */
export function Sidebar() {
  const { t } = useLingui()
  return (
    // The column stretches with the page, so its background and border reach the bottom of a
    // long screen; the list inside stays in view while the page scrolls.
    <div className="border-line bg-surface hidden w-60 shrink-0 border-e md:block">
      <nav aria-label={t`Main`} className="sticky top-14 h-[calc(100dvh-3.5rem)] overflow-y-auto px-3 py-5">
        <NavList />
      </nav>
    </div>
  )
}

const loadDrawer = () => import('./mobile-nav-drawer')
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })))
const preloadDrawer = (): void => void loadDrawer()

/**
 * The menu button and the drawer it opens, below md; following a link closes it. The
 * drawer's code loads on first use (or on intent), and stays mounted from the first
 * opening on, so closing keeps its focus return.
 */
export function MobileNav() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="-ms-2 md:hidden"
        aria-label={t`Open navigation`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-5" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={contentId} open={open} onOpenChange={setOpen} triggerRef={triggerRef}>
            <NavList onNavigate={() => setOpen(false)} />
          </MobileNavDrawer>
        </Suspense>
      ) : null}
    </>
  )
}
