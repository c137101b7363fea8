// The demo mock's sandbox receivers (docs/api.md, "The demo API"): URLs answered inside the mock,
// one per delivery outcome, offered on the create form in demo mode.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface SandboxReceiver {
  outcome: string
  url: string
  /** What it answers, shown with `i18n._(does)`. */
  does: MessageDescriptor
}

const url = (outcome: string, path: string) => `https://${outcome}.sandbox.invalid${path}`

export const SANDBOX_RECEIVERS: readonly SandboxReceiver[] = [
  { outcome: 'ok', url: url('ok', '/webhooks'), does: msg`Answers 200 at once: every delivery succeeds.` },
  {
    outcome: 'flaky',
    url: url('flaky', '/webhooks'),
    does: msg`Fails the first zero to two attempts with 500, then answers 200: retries at work.`,
  },
  {
    outcome: 'fail',
    url: url('fail', '/webhooks'),
    does: msg`Always answers 500: each delivery walks all six attempts and ends failed.`,
  },
  {
    outcome: 'timeout',
    url: url('timeout', '/webhooks'),
    does: msg`Never answers within 15 s: every attempt times out.`,
  },
  {
    outcome: 'redirect',
    url: url('redirect', '/webhooks'),
    does: msg`Answers 302: redirects are not followed, so each attempt fails.`,
  },
  {
    outcome: 'gone',
    url: url('gone', '/webhooks'),
    does: msg`Answers 410 Gone: the first attempt disables the endpoint.`,
  },
  { outcome: 'slow', url: url('slow', '/webhooks'), does: msg`Answers 200 after 3 to 9 s: slow but in time.` },
]
