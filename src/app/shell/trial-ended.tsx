// What every screen but settings shows once the API answers 402 trial_expired: the
// dashboard cannot show anything, so it says why, what to do, and how to check again.
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiError } from '../../api/errors'
import { recheckAccess, useApiConfig } from '../capabilities'
import { Button, buttonClass } from '../../components/ui/button'
import { CopyButton } from '../../components/ui/copy-button'
import { ClockIcon } from '../../components/ui/icons'

export function TrialEnded({ error }: { error: ApiError }) {
  const client = useQueryClient()
  const config = useApiConfig()
  const [checking, setChecking] = useState(false)
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
          The free trial has ended
        </h1>
        <p className="text-fg-muted mt-2">
          The API refuses every request from this workspace until it is on a plan, so there is nothing to show. Your
          products, conversations and wallet are kept.
        </p>
      </div>
      <div className="border-line bg-surface rounded-lg border p-5">
        <h2 className="text-fg text-sm font-semibold">What to do</h2>
        <ol className="text-fg mt-2 flex list-decimal flex-col gap-1.5 ps-5 text-sm">
          <li>Choose a plan in the platform’s own dashboard. The same key keeps working; nothing changes here.</li>
          <li>Then check again below, or reload the page.</li>
          {config.mode === 'demo' ? (
            <li>
              In demo mode, the demo controls in Settings can restore the trial or put the demo workspace on a plan.
            </li>
          ) : (
            <li>To look at another workspace meanwhile, connect with its key in Settings.</li>
          )}
        </ol>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" busy={checking} onClick={() => void check()}>
          {checking ? 'Checking…' : 'Check again'}
        </Button>
        <Link to="/settings" className={buttonClass('secondary')}>
          Open settings
        </Link>
      </div>
      {error.requestId ? (
        <p className="text-fg-muted flex flex-wrap items-center gap-x-1 text-xs">
          <span>
            Answer 402 <span className="font-mono">{error.code}</span> ·
          </span>
          <span>
            request id <span className="text-fg font-mono select-all">{error.requestId}</span>
          </span>
          <CopyButton value={error.requestId} label="request id" />
        </p>
      ) : null}
    </section>
  )
}
