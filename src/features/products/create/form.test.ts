import { describe, expect, it } from 'vitest'
import { onTopField, placeErrors } from '../../../components/hooks/use-submit'
import { refusal } from '../../../../tests/unit/problems'
import { parseCredits } from '../../../lib/credits-input'
import { creditsInput } from '../../../lib/format'
import { copyDefaults } from '../duplicate/duplicate-product-dialog'
import { FORM_FIELDS, productErrorText, validateProduct, type ProductFormValues } from './form'
import { slugProblem, suggestSlug } from './slug'

const values = (patch: Partial<ProductFormValues> = {}): ProductFormValues => ({
  kind: 'chat_agent',
  name: 'Acme Support',
  slug: 'acme-support',
  summary: '',
  prompt: '',
  price: '',
  ...patch,
})

describe('suggestSlug', () => {
  it.each([
    ['Acme Support Bot (EU)', 'acme-support-bot-eu'],
    ['  Crème brûlée — Café ', 'creme-brulee-cafe'],
    ['---', ''],
    ['日本語', ''],
    ['a'.repeat(70), 'a'.repeat(64)],
    [`${'a'.repeat(63)} b`, 'a'.repeat(63)],
  ])('%s → %s', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug)
    if (slug.length >= 2) expect(slugProblem(slug)).toBeNull()
  })
})

describe('slugProblem', () => {
  it.each([
    ['', /Enter a slug/],
    ['a', /at least 2/],
    ['Acme', /lower-case/],
    ['-acme', /start or end/],
    ['acme--bot', /single hyphens/],
    ['acme_bot', /only lower-case letters/],
    ['a'.repeat(65), /at most 64/],
  ])('%j is refused', (slug, message) => {
    expect(slugProblem(slug)).toMatch(message)
  })
})

describe('parseCredits', () => {
  it.each([
    ['', null],
    ['0', 0],
    ['1.5', 1500],
    ['1,250.25', 1_250_250],
    ['.5', 500],
    ['0.001', 1],
    ['2.', 2000],
  ])('%j → %j millicredits', (text, millicredits) => {
    expect(parseCredits(text)).toEqual({ ok: true, value: millicredits })
  })
  it.each(['abc', '-1', '1.2345', '.', '1e3'])('%j is refused', (text) => {
    expect(parseCredits(text).ok).toBe(false)
  })
  it('round-trips through the input text', () => {
    for (const m of [0, 1, 250, 1500, 1_250_250]) expect(parseCredits(creditsInput(m))).toEqual({ ok: true, value: m })
  })
})

describe('validateProduct', () => {
  it('builds the contract body with the price in millicredits', () => {
    expect(validateProduct(values({ name: '  Acme  ', price: '0.25' }))).toEqual({
      ok: true,
      body: { kind: 'chat_agent', name: 'Acme', slug: 'acme-support', summary: '', prompt: '', price: 250 },
    })
  })
  it('reports each bad field in words', () => {
    const result = validateProduct(values({ name: ' ', slug: 'Bad', price: 'x', summary: 's'.repeat(501) }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      name: 'Enter a name.',
      slug: 'Use lower-case letters only.',
      price: 'Enter an amount of credits, such as 0.5.',
      summary: 'Use at most 500 characters.',
    })
  })
  it('refuses a price above the contract maximum', () => {
    const result = validateProduct(values({ price: '1000001' }))
    expect(result.ok ? null : result.errors.price).toMatch(/at most 1,000,000\.000 credits/)
  })
})

describe('a refusal on the create form', () => {
  it('puts a taken slug on the slug field in plain words, and keeps what names no field', () => {
    const error = refusal(
      [
        { pointer: '#/slug', code: 'already_exists', detail: '"support-assistant" is taken' },
        { pointer: '#/name', code: 'too_big', detail: 'too long' },
        { pointer: '#/tool_ids/0', code: 'invalid_value', detail: 'unknown tool' },
      ],
      { status: 409, code: 'already_exists' },
    )
    const sent = { slug: 'support-assistant' }
    expect(placeErrors(error, onTopField(FORM_FIELDS), (e, field) => productErrorText(e, field, sent))).toEqual({
      fields: {
        slug: '“support-assistant” is already used by another product. Choose another slug.',
        name: 'too long',
      },
      unplaced: ['unknown tool'],
    })
  })
})

describe('copyDefaults', () => {
  it('suffixes the name and slug within their limits', () => {
    expect(copyDefaults({ name: 'Support Assistant', slug: 'support-assistant' })).toEqual({
      name: 'Support Assistant (copy)',
      slug: 'support-assistant-copy',
    })
    const long = copyDefaults({ name: 'n'.repeat(120), slug: `${'s'.repeat(59)}-abcd` })
    expect(long.name).toHaveLength(120)
    expect(long.slug.length).toBeLessThanOrEqual(64)
    expect(slugProblem(long.slug)).toBeNull()
  })
})
