// The mock's faults as labels, apart from src/app/demo.ts, which the entry carries: only the demo's
// banner and the settings' faults panel show them, and both load on demand.
import type { MockState } from '../api/contract/mock-controls'
import { formatCount } from './format'

/** The mock's faults in force, as short labels (the panel's badges, the shell's banner); empty when none is. */
export function faultsInForce(f: MockState['faults']): string[] {
  return [
    f.offline ? 'Offline' : null,
    f.error_rate > 0 ? `${Math.round(f.error_rate * 1000) / 10} % errors` : null,
    f.latency_ms > 0 ? `${formatCount(f.latency_ms)} ms latency` : null,
    f.rate_limit_burst ? '429 burst' : null,
    f.break_contract ? 'Contract broken' : null,
    f.fail_next_refresh ? 'Next refresh fails' : null,
    f.deprecate ? 'Deprecation headers' : null,
  ].filter((s): s is string => s !== null)
}
