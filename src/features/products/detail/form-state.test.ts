import { describe, expect, it } from 'vitest'
import type { Product } from '../../../api/contract'
import {
  changedBody,
  dirtyFields,
  initialState,
  keepMine,
  rebase,
  takeTheirs,
  validate,
  type FormState,
} from './form-state'

const base: Product = {
  id: 'prod_abcdef123456',
  kind: 'chat_agent',
  status: 'draft',
  name: 'Support',
  slug: 'support',
  summary: 'Answers questions.',
  prompt: 'Be kind.',
  price: 1500,
  tool_ids: [],
  knowledge_base_ids: [],
  published_at: null,
  mcp_url: null,
  version: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}
const next = (changes: Partial<Product>): Product => ({
  ...base,
  ...changes,
  version: (changes.version ?? base.version) + 1,
})
const edit = (s: FormState, changes: Partial<FormState['draft']>): FormState => ({
  ...s,
  draft: { ...s.draft, ...changes },
})

describe('the edit form', () => {
  it('shows the price in credits and sends millicredits', () => {
    const s = initialState(base)
    expect(s.draft.price).toBe('1.5')
    expect(changedBody(edit(s, { price: '2.25' }).draft, s.base)).toEqual({ price: 2250 })
    expect(changedBody(edit(s, { price: '' }).draft, s.base)).toEqual({ price: null })
  })

  it('treats an equal price written differently as unchanged', () => {
    const s = initialState(base)
    expect(dirtyFields(edit(s, { price: '1.500' }).draft, s.base)).toEqual([])
  })

  it('sends only the fields the user changed, the name trimmed', () => {
    const s = edit(initialState(base), { name: '  Support EU ', summary: 'New.' })
    expect(changedBody(s.draft, s.base)).toEqual({ name: 'Support EU', summary: 'New.' })
  })

  it('checks the slug and the price as typed', () => {
    expect(validate({ ...initialState(base).draft, slug: 'Bad Slug' }).slug).toMatch(/Lower-case/)
    expect(validate({ ...initialState(base).draft, slug: 'a' }).slug).toMatch(/Between 2 and 64/)
    expect(validate({ ...initialState(base).draft, price: '1.2345' }).price).toMatch(/3 decimals/)
    expect(validate({ ...initialState(base).draft, name: '   ' }).name).toBe('Enter a name.')
    expect(validate(initialState(base).draft)).toEqual({})
  })

  it('takes the server’s value for untouched fields and keeps the user’s edits', () => {
    const s = edit(initialState(base), { summary: 'Mine.' })
    const r = rebase(s, next({ name: 'Renamed elsewhere' }))
    expect(r.draft).toMatchObject({ name: 'Renamed elsewhere', summary: 'Mine.' })
    expect(r.conflict).toBeNull()
    expect(dirtyFields(r.draft, r.base)).toEqual(['summary'])
  })

  it('reports a field both sides changed, and never resolves it silently', () => {
    const s = edit(initialState(base), { summary: 'Mine.' })
    const r = rebase(s, next({ summary: 'Theirs.' }))
    expect(r.conflict).toMatchObject({ fields: ['summary'], version: 4, cause: 'changed' })
    expect(r.draft.summary).toBe('Mine.')
    const kept = keepMine(r)
    expect(kept.conflict).toBeNull()
    expect(changedBody(kept.draft, kept.base)).toEqual({ summary: 'Mine.' })
    const theirs = takeTheirs(r)
    expect(theirs.draft.summary).toBe('Theirs.')
    expect(dirtyFields(theirs.draft, theirs.base)).toEqual([])
  })

  it('recognises its own save coming back, even while the user keeps typing', () => {
    const s: FormState = { ...edit(initialState(base), { summary: 'Mine, and more' }), pending: { summary: 'Mine' } }
    const r = rebase(s, next({ summary: 'Mine' }))
    expect(r.conflict).toBeNull()
    expect(r.base.summary).toBe('Mine')
    expect(r.draft.summary).toBe('Mine, and more')
  })

  it('keep mine sends every edit against their version; reload theirs drops every edit', () => {
    const s = edit(initialState(base), { summary: 'Mine.', prompt: 'Be brief.' })
    const r = rebase(s, next({ summary: 'Theirs.', name: 'Renamed elsewhere' }))
    const kept = keepMine(r)
    expect(kept.version).toBe(4)
    expect(kept.draft).toMatchObject({ name: 'Renamed elsewhere', summary: 'Mine.', prompt: 'Be brief.' })
    // The colliding field and the one only the user touched both go out again, and nothing else.
    expect(changedBody(kept.draft, kept.base)).toEqual({ summary: 'Mine.', prompt: 'Be brief.' })

    const theirs = takeTheirs(r)
    expect(theirs.version).toBe(4)
    expect(theirs.conflict).toBeNull()
    expect(theirs.draft).toMatchObject({ name: 'Renamed elsewhere', summary: 'Theirs.', prompt: 'Be kind.' })
    expect(changedBody(theirs.draft, theirs.base)).toEqual({})
  })

  it('leaves a form without a conflict as it is', () => {
    const s = edit(initialState(base), { summary: 'Mine.' })
    expect(keepMine(s)).toBe(s)
    expect(takeTheirs(s)).toBe(s)
  })

  it('turns a refused save (412) into a conflict even when no edited field collides', () => {
    const s = edit(initialState(base), { summary: 'Mine.' })
    const r = rebase(s, next({ tool_ids: ['tool_abcdef123456'] }), 'stale')
    expect(r.conflict).toMatchObject({ fields: [], cause: 'stale' })
  })
})
