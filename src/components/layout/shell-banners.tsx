// Notices true of the whole session, above every screen: the product a locked key is
// limited to, the days left of the trial, and endpoints the API has deprecated.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { walletQueries } from '../../api/wallet'
import { useCapabilities } from '../../lib/capabilities'
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

export function ShellBanners() {
  return (
    <div className="mx-auto mb-6 flex max-w-6xl flex-col gap-2 empty:hidden">
      <LockedBanner />
      <TrialBanner />
      <DeprecationBanners />
    </div>
  )
}
