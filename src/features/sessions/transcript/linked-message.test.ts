import { describe, expect, it } from 'vitest'
import { linkedMessageId } from './linked-message'

describe('linkedMessageId', () => {
  it('reads a message id with or without the hash sign', () => {
    expect(linkedMessageId('msg_abc123')).toBe('msg_abc123')
    expect(linkedMessageId('#msg_abc123')).toBe('msg_abc123')
    expect(linkedMessageId('msg_a%5Fb')).toBe('msg_a_b')
  })
  it('ignores other hashes', () => {
    expect(linkedMessageId('')).toBeNull()
    expect(linkedMessageId('top')).toBeNull()
    expect(linkedMessageId('msg_')).toBeNull()
    expect(linkedMessageId('msg_a b')).toBeNull()
    expect(linkedMessageId('%E0%A4%A')).toBeNull()
  })
})
