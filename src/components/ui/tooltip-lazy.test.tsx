// @vitest-environment jsdom
// A tooltip's bubble comes with the first hover or focus: a trigger focused before its code has
// arrived shows the bubble as soon as it does, and is described by it only from then. A module
// graph of its own (vitest.config.ts), so no other test has loaded the bubble already.
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { Tooltip, loadTooltipBubble } from './tooltip'

const dom = setupDomRoot()

it('shows a bubble opened before its code arrived once it has', async () => {
  act(() =>
    dom.root.render(
      <Tooltip content="Exports every row">
        <button type="button">Export</button>
      </Tooltip>,
    ),
  )
  const trigger = dom.container.querySelector('button')
  if (!trigger) throw new Error('no trigger')
  act(() => trigger.focus())
  expect(document.querySelector('[role="tooltip"]')).toBeNull()
  expect(trigger.getAttribute('aria-describedby')).toBeNull()

  await act(() => loadTooltipBubble())
  await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Exports every row'))
  expect(trigger.getAttribute('aria-describedby')).toBe(document.querySelector('[role="tooltip"]')?.id)
})
