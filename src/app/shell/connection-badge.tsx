// Says where requests go: the demo workspace (and which demo key) or a real API host.
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { useApiConfig } from '../capabilities'
import { demoKeyLabel, demoStatus } from '../demo'

function useDemoStatus() {
  return useSyncExternalStore(
    (listener) => demoStatus.subscribe(listener),
    () => demoStatus.get(),
  )
}

export function ConnectionBadge() {
  const { t } = useLingui()
  const config = useApiConfig()
  const status = useDemoStatus()
  let mode = t`Demo mode`
  let detail: string
  // The host is data: it keeps its own direction and no translator touches it.
  let isHost = false
  let tone = 'bg-accent-soft text-accent'
  if (config.mode === 'demo') {
    if (status.state === 'starting') detail = t`starting…`
    else if (status.state === 'failed') {
      detail = t`could not start`
      tone = 'bg-danger-soft text-danger'
    } else detail = demoKeyLabel(config.apiKey) ?? t`no key`
  } else {
    mode = t`API`
    detail = new URL(config.baseUrl).host
    isHost = true
    tone = 'bg-surface-muted text-fg'
  }
  return (
    <p
      role="status"
      aria-label={t`Connection`}
      title={status.state === 'failed' ? status.message : undefined}
      className={`shrink-0 rounded-lg px-2.5 py-1 text-end text-xs leading-snug font-medium ${tone}`}
    >
      {/* Two lines on a phone, one line with a separator from sm up; the text reads the same. */}
      <span className="block sm:inline">{mode}</span>
      <span className="max-sm:sr-only"> · </span>
      <span
        className="block max-w-48 truncate sm:inline-block sm:align-bottom"
        {...(isHost ? { translate: 'no', dir: 'ltr' } : {})}
      >
        {detail}
      </span>
    </p>
  )
}
