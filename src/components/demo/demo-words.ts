// The demo's own words that more than one place shows: what each public demo key may do (settings,
// the palette) and the mock's faults as short labels (the settings' faults panel, the shell's
// banner). Apart from src/app/demo.ts, which every first route carries: all of these load on demand.
// Each is a message, read when it is shown, so it follows a change of language.
import { t } from '@lingui/core/macro'
import { DEMO_KEY } from '../../api/contract/demo-keys'
import type { MockState } from '../../api/contract/mock-controls'
import { formatCount } from '../../lib/format'
import { getLocale } from '../../lib/locale'

/** What a demo key may do, in a sentence; empty for a key that is not a demo key. */
export function demoKeyDescription(key: string): string {
  switch (key) {
    case DEMO_KEY.write:
      return t`Reads and changes everything in the workspace.`
    case DEMO_KEY.read:
      return t`Reads everything in the workspace; every change is refused.`
    case DEMO_KEY.locked:
      return t`Reads and changes only the support-assistant product and its conversations.`
    case DEMO_KEY.lockedRead:
      return t`Reads only the support-assistant product and its conversations.`
    default:
      return ''
  }
}

/** The mock's faults in force, as short labels (the panel's badges, the shell's banner); empty when none is. */
export function faultsInForce(f: MockState['faults']): string[] {
  const percent = new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(f.error_rate * 100)
  const latency = formatCount(f.latency_ms)
  return [
    f.offline ? t`Offline` : null,
    f.error_rate > 0 ? t`${percent} % errors` : null,
    f.latency_ms > 0 ? t`${latency} ms latency` : null,
    f.rate_limit_burst ? t`429 burst` : null,
    f.break_contract ? t`Contract broken` : null,
    f.fail_next_refresh ? t`Next refresh fails` : null,
    f.deprecate ? t`Deprecation headers` : null,
  ].filter((s): s is string => s !== null)
}
