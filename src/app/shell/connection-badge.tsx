// Says where requests go: the demo workspace (and which demo key) or a real API host.
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
  const config = useApiConfig()
  const status = useDemoStatus()
  let mode = 'Demo mode'
  let detail: string
  let tone = 'bg-accent-soft text-accent'
  if (config.mode === 'demo') {
    if (status.state === 'starting') detail = 'starting…'
    else if (status.state === 'failed') {
      detail = 'could not start'
      tone = 'bg-danger-soft text-danger'
    } else detail = demoKeyLabel(config.apiKey) ?? 'no key'
  } else {
    mode = 'API'
    detail = new URL(config.baseUrl).host
    tone = 'bg-surface-muted text-fg'
  }
  return (
    <p
      role="status"
      aria-label="Connection"
      title={status.state === 'failed' ? status.message : undefined}
      className={`shrink-0 rounded-lg px-2.5 py-1 text-end text-xs leading-snug font-medium ${tone}`}
    >
      {/* Two lines on a phone, one line with a separator from sm up; the text reads the same. */}
      <span className="block sm:inline">{mode}</span>
      <span className="max-sm:sr-only"> · </span>
      <span className="block max-w-48 truncate sm:inline-block sm:align-bottom">{detail}</span>
    </p>
  )
}
