import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { recallListSearch, rememberListSearch } from './list-return'

const schema = z.object({ status: z.optional(z.enum(['active', 'disabled'])), q: z.optional(z.string()) })

describe('the way back to a list', () => {
  it('is the list as it was last filtered', () => {
    expect(recallListSearch('/things', schema)).toBeUndefined()
    rememberListSearch('/things', { status: 'disabled', q: 'acme' })
    rememberListSearch('/other', { q: 'no' })
    expect(recallListSearch('/things', schema)).toEqual({ status: 'disabled', q: 'acme' })
  })

  it('is the bare list when what was kept no longer reads as its search', () => {
    rememberListSearch('/things', { status: 'archived' })
    expect(recallListSearch('/things', schema)).toBeUndefined()
  })
})
