import { describe, expect, it } from 'vitest'
import { onTopField, placeErrors } from '../../../components/hooks/use-submit'
import { refusal } from '../../../../tests/unit/problems'
import { ENDPOINT_FIELDS, validateEndpoint } from './form'

const base = { url: 'https://hooks.example.com/agent', events: ['message.completed' as const], description: '' }

describe('validateEndpoint', () => {
  it('builds the contract body, trimmed', () => {
    expect(validateEndpoint({ ...base, url: '  https://hooks.example.com/agent ', description: ' CRM ' })).toEqual({
      ok: true,
      body: { url: 'https://hooks.example.com/agent', events: ['message.completed'], description: 'CRM' },
    })
  })

  it('applies the contract’s URL rules and needs an event', () => {
    const bad = validateEndpoint({ url: 'http://example.com/hook', events: [], description: '' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors.url).toMatch(/https/)
    expect(bad.errors.events).toMatch(/at least one/)
    const priv = validateEndpoint({ ...base, url: 'https://10.0.0.4/hook' })
    expect(!priv.ok && priv.errors.url).toMatch(/private/)
    expect(validateEndpoint({ ...base, url: 'http://127.0.0.1:8080/hook' }).ok).toBe(true)
    expect(!validateEndpoint({ ...base, url: '' }).ok).toBe(true)
  })
})

describe('a refusal on the endpoint forms', () => {
  it('puts url_not_allowed and per-item event errors on their fields', () => {
    const error = refusal([
      { pointer: '#/url', code: 'url_not_allowed', detail: 'The URL points to a private address.' },
      { pointer: '#/events/1', code: 'invalid_value', detail: 'Unknown event.' },
    ])
    expect(placeErrors(error, onTopField(ENDPOINT_FIELDS))).toEqual({
      fields: { url: 'The URL points to a private address.', events: 'Unknown event.' },
      unplaced: [],
    })
  })
})
