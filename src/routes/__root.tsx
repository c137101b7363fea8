// The root route: the app shell around every screen, the command palette and the
// shortcuts dialog mounted once inside the router (the palette navigates).
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../components/layout/app-shell'
import { NotFound } from '../components/layout/route-states'
import { CommandPalette, CommandPaletteTrigger, ShortcutsDialog } from '../features/command-palette'

export interface RouterContext {
  queryClient: QueryClient
}

function RootLayout() {
  return (
    <AppShell search={<CommandPaletteTrigger />}>
      <CommandPalette />
      <ShortcutsDialog />
    </AppShell>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Agent Console' }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
})
