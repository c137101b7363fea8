// The demo mock's banners, loaded in demo mode only: the faults in force and the mock's own
// notice (saved data replaced by the seed). The mock announces each change, so every tab follows.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { mockQueries, useDismissMockNotice } from '../../api/mock'
import { faultsInForce } from '../../components/demo/demo-words'
import { Banner } from '../../components/ui/banner'

/** The demo mock's state, only in demo mode; the mock announces each change, so every tab follows. */
function useDemoMockState() {
  return useQuery(mockQueries.state())
}

/** Dismissed for the mock (every tab), since the notice is the mock's. */
function MockNoticeBanner() {
  const state = useDemoMockState()
  const dismiss = useDismissMockNotice()
  const notice = state.data?.notice
  if (!notice || dismiss.isPending) return null
  return (
    <Banner tone="info" onDismiss={() => dismiss.mutate()} dismissLabel="Dismiss the notice about the saved demo data">
      <strong className="font-semibold">Demo mode:</strong> {notice}
    </Banner>
  )
}

/**
 * Faults persist across reloads and restarts, and then every screen may fail for no visible
 * reason: say which are on and where to turn them off. Dismissed until the faults change.
 */
function FaultsBanner() {
  const state = useDemoMockState()
  const [dismissed, setDismissed] = useState<string | null>(null)
  const faults = state.data ? faultsInForce(state.data.faults) : []
  const signature = faults.join(', ')
  if (faults.length === 0 || dismissed === signature) return null
  return (
    <Banner
      tone="warning"
      onDismiss={() => setDismissed(signature)}
      dismissLabel="Dismiss the notice about demo faults"
      action={
        <Link
          to="/settings"
          hash="demo-panel"
          className="text-accent hover:text-accent-hover font-medium whitespace-nowrap underline underline-offset-2"
        >
          Open the demo panel
        </Link>
      }
    >
      <strong className="font-semibold">Demo faults are on: {signature}.</strong>
      <span className="text-fg-muted"> Screens may fail or slow down until they are turned off.</span>
    </Banner>
  )
}

export function DemoBanners() {
  return (
    <>
      <MockNoticeBanner />
      <FaultsBanner />
    </>
  )
}
