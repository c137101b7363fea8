// The workspace-level screens (tools, knowledge bases, wallet, webhooks) sit under this pathless
// layout, which is the one place that says so: a product-locked key is refused all their data,
// so it sees a notice instead of them, and their loaders ask for nothing the API would refuse.
import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceOnly } from '../app/shell/workspace-only'
import { prefetchForWorkspace } from '../app/capabilities'

export const Route = createFileRoute('/_workspace')({
  beforeLoad: ({ context: { queryClient } }) => ({
    /** For the screens' loaders: starts `prefetch` unless the key is product-locked. */
    prefetchWorkspace: (prefetch: () => unknown) => prefetchForWorkspace(queryClient, prefetch),
  }),
  // Not split off: a chunk of its own would cost each workspace screen's first load more than
  // this small frame does in the entry (the notice itself loads only for a locked key).
  codeSplitGroupings: [],
  component: WorkspaceOnly,
})
