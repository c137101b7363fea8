// A conversation as the API returns it, for unit tests of code that formats or exports one.
import type { Session } from '../../src/api/contract'

export function aSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 'sess_abcdef123',
    product_id: 'prod_abcdef123',
    started_at: '2026-11-21T09:30:00.000Z',
    last_message_at: '2026-11-21T09:31:10.000Z',
    message_count: 2,
    tokens: { input: 420, output: 37 },
    cost: 1_250,
    contact: { name: 'Ana', email: 'ana@example.com' },
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:31:10.000Z',
    ...overrides,
  }
}
