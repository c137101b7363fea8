// @vitest-environment jsdom
// The lazy toast facade: toasts asked for before sonner has loaded are neither lost nor reordered,
// an id replaces the earlier toast, and apiError says what failed with the request id.
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { ApiError } from '../../api/errors'
import { toast, Toaster } from './toast'

const dom = setupDomRoot()

const region = () => document.querySelector('section[aria-label^="Notifications"]')
/** Titles on screen, newest first (sonner lists the newest toast first). */
const titles = () => [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((el) => el.textContent)
const description = (title: string) =>
  [...document.querySelectorAll('[data-sonner-toast]')]
    .find((el) => el.querySelector('[data-title]')?.textContent === title)
    ?.querySelector('[data-description]')?.textContent

/** Lets the dynamic import, the mount and sonner's per-toast timers run until `done` holds. */
async function until(done: () => boolean) {
  await vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      if (!done()) throw new Error('not yet')
    },
    { timeout: 3_000, interval: 20 },
  )
}

it('queues toasts until sonner has loaded, keeps their order, replaces by id, and explains API errors', async () => {
  act(() => dom.root.render(<Toaster />))
  expect(region()).toBeNull()

  const first = toast('Export cancelled')
  const second = toast.success('Copied request id', { id: 'copied' })
  expect(toast.info('Copied request id again', { id: 'copied' })).toBe('copied')
  toast.apiError(
    new ApiError({
      status: 412,
      code: 'precondition_failed',
      title: 'Precondition failed',
      detail: 'Someone else saved first',
      requestId: 'req_42',
    }),
    'The changes were not saved',
  )
  expect(typeof first).toBe('number')
  expect(second).toBe('copied')
  // Nothing is drawn before sonner is there: the host renders nothing until the first toast loads it.
  expect(region()).toBeNull()

  // The facade asked for the same module; awaiting it here lets the host re-render inside act.
  await act(() => import('./toaster-impl'))
  await until(() => titles().length === 3)
  expect(region()?.getAttribute('aria-label')).toMatch(/^Notifications/)
  expect(titles()).toEqual(['The changes were not saved', 'Copied request id again', 'Export cancelled'])
  // The dashboard's advice, the server's words marked as its, and the request id to quote.
  expect(description('The changes were not saved')).toBe(
    'Reload to see the latest version, then make the change again.' +
      'From the server: Someone else saved first' +
      'Request id req_42',
  )

  // Once loaded, a toast goes straight to sonner, and an id still replaces the earlier toast.
  toast.warning('Copied it a third time', { id: 'copied' })
  toast.error('Publishing failed')
  await until(() => titles().includes('Publishing failed'))
  expect(titles()).toEqual([
    'Publishing failed',
    'The changes were not saved',
    'Copied it a third time',
    'Export cancelled',
  ])
})
