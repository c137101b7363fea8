import { describe, expect, it } from 'vitest'
import { webhookUrlProblem } from '../../api/contract/webhook-url'
import { SANDBOX_OUTCOMES, sandboxLabel } from '../../../mocks/service/domain/receivers'
import { SANDBOX_RECEIVERS } from './sandbox'

describe('sandbox receivers offered in demo mode', () => {
  it('are exactly the mock’s receivers, with URLs the contract accepts', () => {
    expect(SANDBOX_RECEIVERS.map((r) => r.outcome).sort()).toEqual([...SANDBOX_OUTCOMES].sort())
    for (const r of SANDBOX_RECEIVERS) {
      expect(sandboxLabel(r.url)).toBe(r.outcome)
      expect(webhookUrlProblem(r.url)).toBeNull()
    }
  })
})
