// @vitest-environment jsdom
// The one submit flow of every form: which Idempotency-Key each attempt carries, where a
// refusal's messages go (fields, the form-level alert, both), and where focus goes next.
import { act } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { refusal } from '../../../tests/unit/problems'
import { ApiError } from '../../api/errors'
import { FormAlert } from '../form/form-parts'
import { loadErrorWords } from '../ui/error-notice'
import { onTopField, placeErrors, useSubmit, type Submit } from './use-submit'

const dom = setupDomRoot()
// The error notice's words load with the first error shown; loaded here, a notice renders at once.
beforeAll(async () => {
  await loadErrorWords()
})

const FIELDS = ['name', 'slug'] as const
type Field = (typeof FIELDS)[number]
type Body = { name: string; slug: string }

const offline = () => new ApiError({ status: 0, code: 'network_error', title: 'Network error' })

/** A form of two fields over `send`; the hook's state is handed out after every render. */
function mount(send: (body: Body, key: string) => Promise<string>) {
  let current: Submit<Body, string, Field> | null = null
  function Form() {
    const form = useSubmit({ send, place: onTopField(FIELDS) })
    current = form
    return (
      <form ref={form.attachForm} aria-label="Test">
        {FIELDS.map((f) => (
          <input key={f} id={f} aria-label={f} aria-invalid={form.fieldErrors[f] ? true : undefined} />
        ))}
        <FormAlert submission={form} onRetry={() => {}} />
      </form>
    )
  }
  act(() => dom.root.render(<Form />))
  const form = () => {
    if (!current) throw new Error('not rendered')
    return current
  }
  const submit = async (body: Body) => {
    let outcome: Awaited<ReturnType<Submit<Body, string, Field>['submit']>> | undefined
    await act(async () => {
      outcome = await form().submit(body)
    })
    return outcome
  }
  const alert = () => dom.container.querySelector('[role="alert"]')
  return { form, submit, alert }
}

describe('placeErrors', () => {
  it('puts each error on its field, the first per field, and keeps what names no field', () => {
    const error = refusal([
      { pointer: '#/slug', code: 'already_exists', detail: 'taken' },
      { pointer: '#/slug', code: 'too_big', detail: 'second message for the slug' },
      { pointer: '#/labels/0', code: 'unknown_field', detail: 'labels are not accepted' },
      { parameter: 'limit', code: 'invalid_value', detail: 'no field at all' },
    ])
    expect(placeErrors(error, onTopField(FIELDS))).toEqual({
      fields: { slug: 'taken' },
      unplaced: ['labels are not accepted', 'no field at all'],
    })
  })

  it('has nothing to place for a failure that is not a refusal', () => {
    expect(placeErrors(offline(), onTopField(FIELDS))).toEqual({ fields: {}, unplaced: [] })
    expect(placeErrors(new Error('bug'), onTopField(FIELDS))).toEqual({ fields: {}, unplaced: [] })
  })
})

describe('useSubmit', () => {
  const body = { name: 'Acme', slug: 'acme' }

  it('resends the same draft after a lost answer under the same key; a success ends the key', async () => {
    const keys: string[] = []
    const answers = [Promise.reject(offline()), Promise.resolve('created'), Promise.resolve('again')]
    const { submit } = mount((_, key) => {
      keys.push(key)
      return answers[keys.length - 1] ?? Promise.resolve('more')
    })
    expect(await submit(body)).toEqual({ ok: false, reason: 'failed' })
    expect(await submit({ ...body })).toEqual({ ok: true, result: 'created' })
    expect(await submit(body)).toEqual({ ok: true, result: 'again' })
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('takes a new key for a changed draft, and after a refusal the server stored', async () => {
    const keys: string[] = []
    const { submit } = mount((_, key) => {
      keys.push(key)
      return Promise.reject(
        keys.length === 2 ? refusal([{ pointer: '#/slug', code: 'already_exists', detail: 'taken' }]) : offline(),
      )
    })
    await submit(body)
    await submit({ ...body, name: 'Acme 2' })
    await submit({ ...body, name: 'Acme 2' })
    expect(new Set(keys).size).toBe(3)
  })

  it('shows a field error and an unplaced one together, focusing the field', async () => {
    const { submit, form, alert } = mount(() =>
      Promise.reject(
        refusal([
          { pointer: '#/slug', code: 'already_exists', detail: 'taken' },
          { pointer: '#/tool_ids/0', code: 'invalid_value', detail: 'unknown tool' },
        ]),
      ),
    )
    expect(await submit(body)).toEqual({ ok: false, reason: 'failed' })
    expect(form().fieldErrors).toEqual({ slug: 'taken' })
    expect(alert()?.querySelector('ul[aria-label="Other problems"]')?.textContent).toBe('unknown tool')
    // A refusal: nothing to retry until something changes.
    expect(alert()?.textContent).not.toMatch(/Retry/)
    expect(document.activeElement?.id).toBe('slug')
  })

  it('puts a failure with nothing to place in the alert, with Retry, and focuses it', async () => {
    const { submit, alert } = mount(() => Promise.reject(offline()))
    await submit(body)
    expect(alert()?.textContent).toMatch(/could not be reached/)
    expect(alert()?.textContent).toMatch(/Retry/)
    expect(document.activeElement).toBe(alert())
  })

  it('shows no alert when every error found its field', async () => {
    const { submit, alert } = mount(() =>
      Promise.reject(refusal([{ pointer: '#/name', code: 'too_big', detail: 'too long' }])),
    )
    expect(await submit(body)).toEqual({ ok: false, reason: 'refused' })
    expect(alert()).toBeNull()
    expect(document.activeElement?.id).toBe('name')
  })

  it('drops a field’s server error, and those inside it, once the user edits it', async () => {
    const { submit, form } = mount(() =>
      Promise.reject(
        refusal([
          { pointer: '#/name', code: 'too_big', detail: 'too long' },
          { pointer: '#/slug', code: 'already_exists', detail: 'taken' },
        ]),
      ),
    )
    await submit(body)
    act(() => form().edited('name'))
    expect(form().fieldErrors).toEqual({ slug: 'taken' })
  })

  it('sends once however often it is pressed while a send is running', async () => {
    let resolve: (v: string) => void = () => {}
    const send = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    const { form } = mount(send)
    let first: Promise<unknown> = Promise.resolve()
    let second: unknown
    await act(async () => {
      first = form().submit(body)
      second = await form().submit(body)
    })
    expect(second).toEqual({ ok: false, reason: 'busy' })
    expect(form().pending).toBe(true)
    await act(async () => {
      resolve('done')
      await first
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(form().pending).toBe(false)
  })
})
