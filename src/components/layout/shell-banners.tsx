// Notices true of the whole session, above every screen: the product a locked key is
// limited to, the days left of the trial, endpoints the API has deprecated, and in demo
// mode the faults in force and the mock's own notice (saved data replaced by the seed).
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { mockQueries, useDismissMockNotice } from '../../api/mock'
import { walletQueries } from '../../api/wallet'
import { useApiConfig, useCapabilities } from '../../lib/capabilities'
import { faultsInForce } from '../../lib/demo'
import { dismissDeprecation, useDeprecationNotices, visibleDeprecations } from '../../lib/deprecations'
import { daysLeft, formatDateTime, plural } from '../../lib/format'
import { Banner } from '../ui/banner'

function LockedBanner() {
  const probe = useCapabilities()
  if (!probe.data?.locked) return null
  const name = probe.data.lockedProduct?.name
  return (
    <Banner tone="info" icon="lock">
      This key is locked to <strong className="font-semibold">{name ?? 'one product'}</strong>: you see only that
      product, and workspace-level screens are hidden.
    </Banner>
  )
}

/** Days left, from the wallet; a locked key cannot read the wallet, so it shows nothing. */
function TrialBanner() {
  const probe = useCapabilities()
  const [dismissed, setDismissed] = useState(false)
  const wallet = useQuery({ ...walletQueries.balance(), enabled: probe.isSuccess && !probe.data.locked })
  const endsAt = wallet.data?.trial_ends_at
  if (dismissed || !endsAt) return null
  const left = daysLeft(endsAt)
  if (left === 0) return null
  return (
    <Banner
      tone={left <= 3 ? 'warning' : 'info'}
      icon={left <= 3 ? 'warning' : 'info'}
      onDismiss={() => setDismissed(true)}
      dismissLabel="Dismiss the trial notice"
    >
      <strong className="font-semibold">Free trial: {plural(left, 'day')} left</strong>
      <span className="text-fg-muted">
        {' '}
        · ends {formatDateTime(endsAt)}. Choose a plan in the platform’s dashboard to keep the API answering.
      </span>
    </Banner>
  )
}

/** The demo mock's state, only in demo mode; the mock announces each change, so every tab follows. */
function useDemoMockState() {
  const demo = useApiConfig().mode === 'demo'
  return useQuery({ ...mockQueries.state(), enabled: demo })
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

function DeprecationBanners() {
  const { notices, dismissed } = useDeprecationNotices()
  const messages = visibleDeprecations(notices, dismissed)
  return (
    <>
      {messages.map((m) => (
        <Banner
          key={m.id}
          tone={m.tone}
          onDismiss={() => dismissDeprecation(m.id)}
          dismissLabel={`Dismiss the notice about ${m.endpoint}`}
        >
          <strong className="font-semibold">Deprecated endpoint.</strong> {m.text}
        </Banner>
      ))}
    </>
  )
}

/**
 * Whether every banner knows whether it shows: the key's rights, the trial (the wallet, unless the
 * key is locked), and in demo mode the mock's state. Until then the screen waits with them, so a
 * banner never arrives above a painted screen and pushes it down (they are asked together, by the
 * root loader, so the wait is the screen's own).
 */
export function useBannersSettled(): boolean {
  const probe = useCapabilities()
  const needsWallet = probe.isSuccess && !probe.data.locked
  const wallet = useQuery({ ...walletQueries.balance(), enabled: needsWallet })
  const mock = useDemoMockState()
  const demo = useApiConfig().mode === 'demo'
  if (probe.isPending) return false
  if (needsWallet && wallet.isPending) return false
  return !demo || !mock.isPending
}

export function ShellBanners() {
  return (
    <div className="mx-auto mb-6 flex max-w-6xl flex-col gap-2 empty:hidden">
      <MockNoticeBanner />
      <FaultsBanner />
      <LockedBanner />
      <TrialBanner />
      <DeprecationBanners />
    </div>
  )
}
