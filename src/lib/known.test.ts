import { describe, expect, it } from 'vitest'
import { known, oneOf } from './known'

describe('values a newer server may add', () => {
  const labels = { draft: 'Draft', published: 'Published' }

  it('known gives the entry of a value this dashboard knows, and nothing for another or an inherited key', () => {
    expect(known(labels, 'draft')).toBe('Draft')
    expect(known(labels, 'archived')).toBeUndefined()
    expect(known(labels, 'toString')).toBeUndefined()
  })

  it('oneOf narrows a known value and refuses another', () => {
    expect(oneOf(['pending', 'failed'] as const, 'failed')).toBe('failed')
    expect(oneOf(['pending', 'failed'] as const, 'expired')).toBeNull()
  })
})
