// The root route: the app shell around every screen, the command palette and the
// shortcuts dialog mounted once inside the router (the palette navigates), and the
// settings feature's demo panel handed to the header.
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { lazy } from 'react'
import { getConfig } from '../api/config'
import { AppShell } from '../app/shell/app-shell'
import { PRODUCT_NAME } from '../app/product'
import { NotFound } from '../components/layout/route-states'
import { loadDemoBanners } from '../app/shell/shell-banners'
import { CommandPalette, CommandPaletteTrigger, ShortcutsDialog } from '../features/command-palette'
import { prefetchShell } from '../app/first-screen'
import { useLocale } from '../app/locale'

// Loaded when first opened: no screen's first load should carry the demo controls.
const DemoPanel = lazy(() => import('../features/settings/demo-panel').then((m) => ({ default: m.DemoPanel })))

export interface RouterContext {
  queryClient: QueryClient
}

function RootLayout() {
  // Figures are formatted as they render: a new locale in Settings redraws every screen with it.
  const locale = useLocale()
  return (
    <AppShell key={locale} search={<CommandPaletteTrigger />} demoPanel={<DemoPanel layout="dialog" />}>
      <CommandPalette />
      <ShortcutsDialog />
    </AppShell>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell's banners are asked with the screen's data, so both are in place at the first paint.
  loader: ({ context }) => {
    prefetchShell(context.queryClient)
    if (getConfig().mode === 'demo') void loadDemoBanners()
  },
  head: () => ({ meta: [{ title: PRODUCT_NAME }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
})
