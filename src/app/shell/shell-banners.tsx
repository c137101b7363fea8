// Notices true of the whole session, above every screen: the product a locked key is
// limited to, the days left of the trial, endpoints the API has deprecated, and in demo
// mode the faults in force and the mock's own notice (demo-banners.tsx, loaded only then).
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, use, useState } from 'react'
import { walletQueries } from '../../api/wallet'
import { useApiConfig, useCapabilities } from '../capabilities'
import { useDeprecationNotices } from '../deprecations'
import { daysLeft, formatDateTime } from '../../lib/format'
import { Banner } from '../../components/ui/banner'
import { loadOnce } from '../../components/ui/load-once'

function LockedBanner() {
  const probe = useCapabilities()
  if (!probe.data?.locked) return null
  const name = probe.data.lockedProduct?.name
  return (
    <Banner tone="info" icon="lock">
      {name ? (
        <Trans>
          This key is locked to{' '}
          <strong translate="no" className="font-semibold">
            <bdi>{name}</bdi>
          </strong>
          : you see only that product, and workspace-level screens are hidden.
        </Trans>
      ) : (
        <Trans>
          This key is locked to <strong className="font-semibold">one product</strong>: you see only that product, and
          workspace-level screens are hidden.
        </Trans>
      )}
    </Banner>
  )
}

/** Days left, from the wallet; a locked key cannot read the wallet, so it shows nothing. */
function TrialBanner() {
  const { t } = useLingui()
  const probe = useCapabilities()
  const [dismissed, setDismissed] = useState(false)
  const wallet = useQuery({ ...walletQueries.balance(), enabled: probe.isSuccess && !probe.data.locked })
  const endsAt = wallet.data?.trial_ends_at
  if (dismissed || !endsAt) return null
  const left = daysLeft(endsAt)
  if (left === 0) return null
  const ends = formatDateTime(endsAt)
  return (
    <Banner
      tone={left <= 3 ? 'warning' : 'info'}
      icon={left <= 3 ? 'warning' : 'info'}
      onDismiss={() => setDismissed(true)}
      dismissLabel={t`Dismiss the trial notice`}
    >
      <strong className="font-semibold">
        {plural(left, { one: 'Free trial: # day left', other: 'Free trial: # days left' })}
      </strong>{' '}
      <span className="text-fg-muted">
        <Trans>· ends {ends}. Choose a plan in the platform’s dashboard to keep the API answering.</Trans>
      </span>
    </Banner>
  )
}

/** Loaded once a server flags an endpoint: most sessions never meet one. */
const LazyDeprecationNotice = lazy(() => import('./deprecation-notice').then((m) => ({ default: m.DeprecationNotice })))

function DeprecationNotice() {
  const { notices } = useDeprecationNotices()
  if (notices.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LazyDeprecationNotice />
    </Suspense>
  )
}

/** Demo mode only, so a real API's first screen does not carry the mock's controls; the root loader starts it. */
export const loadDemoBanners = loadOnce(() => import('./demo-banners'))

function DemoBanners() {
  const { DemoBanners: Banners } = use(loadDemoBanners())
  return <Banners />
}

/** Suspends until the demo banners' code is in (BannersThenScreen waits with the screen). */
export function ShellBanners() {
  const demo = useApiConfig().mode === 'demo'
  return (
    <div className="mx-auto mb-6 flex max-w-6xl flex-col gap-2 empty:hidden">
      {demo ? <DemoBanners /> : null}
      <LockedBanner />
      <TrialBanner />
      <DeprecationNotice />
    </div>
  )
}
