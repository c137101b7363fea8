// @vitest-environment jsdom
// The API's own words: every code the client can meet gets the dashboard's own sentence in the
// reader's language, and the server's words are shown as given, marked as the server's.
import { activate } from '#i18n'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { ERROR_CATALOGUE, type ErrorCode } from '../../api/contract/errors'
import { ApiError, type ClientErrorCode } from '../../api/errors'
import { loadCatalog } from '../../app/i18n/catalogs'
import { ErrorNotice, loadErrorWords } from './error-notice'
import { explainError } from './explain-error'

const dom = setupDomRoot()
// The error notice's words load with the first error shown; loaded here, a notice renders at once.
beforeAll(async () => {
  await loadErrorWords()
})
afterEach(() => act(() => activate('en', [])))

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[]
const CLIENT_CODES: ClientErrorCode[] = ['network_error', 'timeout', 'contract_mismatch', 'request_refused']

const problem = (code: ErrorCode) =>
  new ApiError({
    status: ERROR_CATALOGUE[code].status,
    code,
    title: `The server's title for ${code}`,
    detail: `The server's own account of ${code}.`,
    requestId: 'req_1',
    method: 'GET',
    path: '/v1/products',
  })

describe('explainError', () => {
  it.each(CODES)('says what %s means in its own words, and quotes the server’s detail as the server’s', (code) => {
    const explained = explainError(problem(code))
    expect(explained.title).not.toBe('')
    expect(explained.title).not.toContain("The server's title")
    expect(explained.quoted).toEqual({ by: 'server', text: `The server's own account of ${code}.` })
    expect(explained).toMatchObject({ code, requestId: 'req_1', endpoint: 'GET /v1/products' })
  })

  it('gives every code of the catalogue a sentence of its own', () => {
    const titles = new Map(CODES.map((code) => [code, explainError(problem(code)).title]))
    // Codes of one status may share no words: a reader must tell a missing key from a refused one.
    expect(new Set(titles.values()).size).toBe(CODES.length)
  })

  it.each(CLIENT_CODES)('marks the detail of %s as the client’s own, not the server’s', (code) => {
    const error = new ApiError({ status: 0, code, title: 'Transport title', detail: 'Failed to fetch' })
    const explained = explainError(error)
    expect(explained.title).not.toBe('Transport title')
    expect(explained.quoted).toEqual({ by: 'client', text: 'Failed to fetch' })
  })

  it('says a newer code is an error, and quotes the server’s title and detail', () => {
    const error = new ApiError({
      status: 409,
      code: 'invalid_state',
      reportedCode: 'quota_frozen',
      title: 'Quota frozen',
      detail: 'The quota is frozen until Monday.',
    })
    const explained = explainError(error)
    expect(explained.title).toBe('The API answered with an error')
    expect(explained.code).toBe('quota_frozen')
    expect(explained.quoted).toEqual({ by: 'server', text: 'Quota frozen: The quota is frozen until Monday.' })
  })

  it('quotes nothing when the server said nothing more', () => {
    const error = new ApiError({ status: 404, code: 'not_found', title: 'Not found' })
    expect(explainError(error)).toMatchObject({ title: 'Not found', quoted: null })
  })

  it('speaks the reader’s language and leaves the server’s words as they are', async () => {
    activate('de', await loadCatalog('de'))
    const explained = explainError(problem('invalid_api_key'))
    expect(explained.title).toBe('Der API-Schlüssel wurde abgelehnt')
    expect(explained.detail).toBe('Prüfen Sie den Schlüssel in den Verbindungseinstellungen.')
    expect(explained.quoted?.text).toBe("The server's own account of invalid_api_key.")
    // Every code is translated: none falls back to the English written in the code.
    const german = CODES.map((code) => explainError(problem(code)).title)
    activate('en', [])
    const english = CODES.map((code) => explainError(problem(code)).title)
    expect(german.filter((title, i) => title === english[i])).toEqual([])
  })
})

describe('ErrorNotice', () => {
  it('shows the dashboard’s sentence, then the server’s words marked as the server’s and left untranslated', () => {
    act(() => dom.root.render(<ErrorNotice error={problem('precondition_failed')} />))
    const alert = dom.container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('It changed since it was loaded')
    const quoted = alert?.querySelector('[data-quoted]')
    expect(quoted?.textContent).toBe("The server's own account of precondition_failed.")
    expect(quoted?.getAttribute('translate')).toBe('no')
    expect(quoted?.getAttribute('lang')).toBe('en')
    expect(quoted?.parentElement?.textContent).toMatch(/^From the server: The server's own account/)
  })
})
