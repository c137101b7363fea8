// The demo mock's banners, loaded in demo mode only: the faults in force and the mock's own
// notice (saved data replaced by the seed). The mock announces each change, so every tab follows.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { mockQueries, useDismissMockNotice } from '../../api/mock'
import { faultsInForce } from '../../components/demo/demo-words'
import { Banner } from '../../components/ui/banner'
import { formatList } from '../../lib/format'

/** The demo mock's state, only in demo mode; the mock announces each change, so every tab follows. */
function useDemoMockState() {
  return useQuery(mockQueries.state())
}

/** Dismissed for the mock (every tab), since the notice is the mock's. */
function MockNoticeBanner() {
  const { t } = useLingui()
  const state = useDemoMockState()
  const dismiss = useDismissMockNotice()
  const notice = state.data?.notice
  if (!notice || dismiss.isPending) return null
  return (
    <Banner
      tone="info"
      onDismiss={() => dismiss.mutate()}
      dismissLabel={t`Dismiss the notice about the saved demo data`}
    >
      <strong className="font-semibold">
        <Trans>Demo mode:</Trans>
      </strong>{' '}
      {/* The mock's own words, as it wrote them. */}
      <span translate="no" lang="en">
        {notice}
      </span>
    </Banner>
  )
}

/**
 * Faults persist across reloads and restarts, and then every screen may fail for no visible
 * reason: say which are on and where to turn them off. Dismissed until the faults change.
 */
function FaultsBanner() {
  const { t, i18n } = useLingui()
  const state = useDemoMockState()
  const [dismissed, setDismissed] = useState<string | null>(null)
  const faults = state.data ? faultsInForce(state.data.faults) : []
  const signature = faults.join(', ')
  if (faults.length === 0 || dismissed === signature) return null
  const list = formatList(faults, 'unit', i18n.locale)
  return (
    <Banner
      tone="warning"
      onDismiss={() => setDismissed(signature)}
      dismissLabel={t`Dismiss the notice about demo faults`}
      action={
        <Link
          to="/settings"
          hash="demo-panel"
          className="text-accent hover:text-accent-hover font-medium whitespace-nowrap underline underline-offset-2"
        >
          <Trans>Open the demo panel</Trans>
        </Link>
      }
    >
      <strong className="font-semibold">
        <Trans>Demo faults are on: {list}.</Trans>
      </strong>{' '}
      <span className="text-fg-muted">
        <Trans>Screens may fail or slow down until they are turned off.</Trans>
      </span>
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
