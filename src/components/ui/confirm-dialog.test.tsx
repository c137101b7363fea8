// @vitest-environment jsdom
// A confirmation owns its action's error: shown in the dialog when the action fails, gone with
// the next attempt and when the dialog is opened again; a success closes the dialog.
import { act } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { ApiError } from '../../api/errors'
import { ConfirmDialog } from './dialog'
import { loadErrorWords } from './error-notice'
import { TooltipProvider, loadTooltipBubble } from './tooltip'

// The error notice's words load with the first error shown; loaded here, a notice renders at once.
beforeAll(async () => {
  await Promise.all([loadTooltipBubble(), loadErrorWords()])
})

const dom = setupDomRoot()

const refused = () => new ApiError({ status: 404, code: 'not_found', title: 'Not found' })

const TEXTS = { title: 'Delete this endpoint?', description: 'This cannot be undone.', confirmLabel: 'Delete endpoint' }

function render(open: boolean, onConfirm: () => Promise<unknown>, onOpenChange: (open: boolean) => void = () => {}) {
  act(() =>
    dom.root.render(
      <TooltipProvider>
        <ConfirmDialog {...{ open, onOpenChange, onConfirm }} {...TEXTS} />
      </TooltipProvider>,
    ),
  )
}

const alert = () => document.body.querySelector('[role="alert"]')
const confirmButton = () =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent?.includes('Delete endpoint'))

async function clickConfirm() {
  await act(async () => {
    confirmButton()?.click()
    await Promise.resolve()
  })
}

describe('ConfirmDialog', () => {
  it('shows a failed action’s error in the dialog, and clears it on the next attempt and on opening again', async () => {
    let attempt: () => Promise<unknown> = () => Promise.reject(refused())
    render(true, () => attempt())
    expect(alert()).toBeNull()
    await clickConfirm()
    expect(alert()?.textContent).toContain('Not found')

    // The next attempt starts without the last one's error.
    let settle: () => void = () => {}
    attempt = () => new Promise<void>((_, reject) => (settle = () => reject(refused())))
    await clickConfirm()
    expect(alert()).toBeNull()
    await act(async () => {
      settle()
      await Promise.resolve()
    })
    expect(alert()).not.toBeNull()

    // Closed and opened again: a clean dialog.
    render(false, attempt)
    render(true, attempt)
    expect(alert()).toBeNull()
  })

  it('closes when the action succeeds', async () => {
    const onOpenChange = vi.fn()
    render(true, () => Promise.resolve(), onOpenChange)
    await clickConfirm()
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(alert()).toBeNull()
  })
})
