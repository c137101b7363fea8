import { describe, expect, it } from 'vitest'
import type { Message } from '../../../api/contract'
import { aSession } from '../../../../tests/unit/sessions'
import { formatDuration } from './duration-words'
import { transcriptJson, transcriptText } from './export'

const session = aSession()
const messages: Message[] = [
  {
    id: 'msg_abcdef001',
    session_id: session.id,
    role: 'visitor',
    text: 'Where is my order?',
    model: null,
    tokens: { input: 0, output: 0 },
    cost: 0,
    created_at: '2026-11-21T09:30:00.000Z',
    completed_at: null,
  },
  {
    id: 'msg_abcdef002',
    session_id: session.id,
    role: 'agent',
    text: 'It is **on its way**.',
    model: 'atlas-2',
    tokens: { input: 420, output: 37 },
    cost: 1_250,
    created_at: '2026-11-21T09:31:10.000Z',
    completed_at: '2026-11-21T09:31:12.000Z',
  },
]

describe('transcript exports', () => {
  it('writes JSON that reads back as the API’s own objects, and names their units', () => {
    expect(JSON.parse(transcriptJson({ session, productName: 'Shop', messages }))).toEqual({
      units: { cost: 'millicredits (1 credit = 1,000 millicredits)', tokens: 'tokens', times: 'ISO 8601, UTC' },
      session,
      messages,
    })
  })

  it('writes plain text with a header and one block per message, agent figures included', () => {
    const text = transcriptText({ session, productName: 'Shop', messages })
    expect(text).toBe(
      [
        'Conversation sess_abcdef123',
        'Product: Shop (prod_abcdef123)',
        'Started: 2026-11-21 09:30:00 UTC',
        'Last message: 2026-11-21 09:31:10 UTC',
        'Contact: Ana · ana@example.com',
        'Messages: 2 · tokens in 420, out 37 · cost 1.250 credits',
        '',
        '[2026-11-21 09:30:00 UTC] Visitor',
        'Where is my order?',
        '',
        '[2026-11-21 09:31:10 UTC] Agent (atlas-2 · tokens in 420, out 37 · 1.250 credits)',
        'It is **on its way**.',
        '',
      ].join('\n'),
    )
    expect(transcriptText({ session: { ...session, contact: null }, productName: null, messages: [] })).toContain(
      'Contact: none captured',
    )
  })
})

describe('formatDuration', () => {
  it('uses two units at most', () => {
    expect(formatDuration(45_400)).toBe('45 s')
    expect(formatDuration(70_000)).toBe('1 min 10 s')
    expect(formatDuration(3 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('3 h 5 min')
    expect(formatDuration(26 * 3_600_000)).toBe('1 d 2 h')
    expect(formatDuration(-5)).toBe('0 s')
  })
})
