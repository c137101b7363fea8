// What every screen but settings shows once the API answers 402 trial_expired: the
// dashboard cannot show anything, so it says why, what to do, and how to check again.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiError } from '../../api/errors'
import { recheckAccess, useApiConfig } from '../capabilities'
import { Button, buttonClass } from '../../components/ui/button'
import { CopyButton } from '../../components/ui/copy-button'
import { ClockIcon } from '../../components/ui/icons'

export function TrialEnded({ error }: { error: ApiError }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const config = useApiConfig()
  const [checking, setChecking] = useState(false)
  const { code, requestId } = error
  const check = async () => {
    setChecking(true)
    try {
      await recheckAccess(client)
    } finally {
      setChecking(false)
    }
  }
  return (
    <section aria-labelledby="trial-ended-title" className="mx-auto flex max-w-2xl flex-col gap-5 py-6 md:py-12">
      <div className="bg-warning-soft text-warning flex size-12 items-center justify-center rounded-full">
        <ClockIcon className="size-6" />
      </div>
      <div>
        <h1 id="trial-ended-title" className="text-fg text-2xl font-semibold tracking-tight">
          <Trans>The free trial has ended</Trans>
        </h1>
        <p className="text-fg-muted mt-2">
          <Trans>
            The API refuses every request from this workspace until it is on a plan, so there is nothing to show. Your
            products, conversations and wallet are kept.
          </Trans>
        </p>
      </div>
      <div className="border-line bg-surface rounded-lg border p-5">
        <h2 className="text-fg text-sm font-semibold">
          <Trans>What to do</Trans>
        </h2>
        <ol className="text-fg mt-2 flex list-decimal flex-col gap-1.5 ps-5 text-sm">
          <li>
            <Trans>
              Choose a plan in the platform’s own dashboard. The same key keeps working; nothing changes here.
            </Trans>
          </li>
          <li>
            <Trans>Then check again below, or reload the page.</Trans>
          </li>
          {config.mode === 'demo' ? (
            <li>
              <Trans>
                In demo mode, the demo controls in Settings can restore the trial or put the demo workspace on a plan.
              </Trans>
            </li>
          ) : (
            <li>
              <Trans>To look at another workspace meanwhile, connect with its key in Settings.</Trans>
            </li>
          )}
        </ol>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" busy={checking} onClick={() => void check()}>
          {checking ? t`Checking…` : t`Check again`}
        </Button>
        <Link to="/settings" className={buttonClass('secondary')}>
          <Trans>Open settings</Trans>
        </Link>
      </div>
      {requestId ? (
        <p className="text-fg-muted flex flex-wrap items-center gap-x-1 text-xs">
          <span>
            <Trans>
              Answer 402{' '}
              <span translate="no" dir="ltr" className="font-mono">
                {code}
              </span>
            </Trans>{' '}
            ·
          </span>
          <span>
            <Trans>
              request id{' '}
              <span translate="no" dir="ltr" className="text-fg font-mono select-all">
                {requestId}
              </span>
            </Trans>
          </span>
          <CopyButton value={requestId} label={t`request id`} />
        </p>
      ) : null}
    </section>
  )
}
