// @vitest-environment jsdom
// A write the key may not make: still focusable, says why to screen readers, does nothing on click.
import { act } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { Button } from './button'
import { TooltipProvider, loadTooltipBubble } from './tooltip'

// A tooltip's bubble comes with its first hover or focus; here it has come already.
beforeAll(() => loadTooltipBubble())

const dom = setupDomRoot()

const REASON = 'This key can only read.'

function render(reason: string | null, onClick: () => void) {
  act(() =>
    dom.root.render(
      <TooltipProvider>
        <Button disabledReason={reason} onClick={onClick}>
          Delete endpoint
        </Button>
      </TooltipProvider>,
    ),
  )
  const button = dom.container.querySelector('button')
  if (!button) throw new Error('no button rendered')
  return button
}

describe('Button with disabledReason', () => {
  it('stays focusable, is aria-disabled, and is described by the reason', () => {
    const button = render(REASON, () => {})
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    const ids = (button.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
    const described = ids.map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain(REASON)
    // Focus opens the tooltip, a state update.
    act(() => button.focus())
    expect(document.activeElement).toBe(button)
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe(REASON)
  })

  it('does not run the action', () => {
    const onClick = vi.fn()
    const button = render(REASON, onClick)
    act(() => button.click())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is an ordinary button without a reason', () => {
    const onClick = vi.fn()
    const button = render(null, onClick)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(button.hasAttribute('aria-describedby')).toBe(false)
    act(() => button.click())
    expect(onClick).toHaveBeenCalledOnce()
  })
})
