// @vitest-environment jsdom
// A figure that cannot be shown exactly: "—", reachable from the keyboard only when it has a
// reason, the reason read where the figure would be and shown in a tooltip on focus.
import { act, type ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { Credits, Unshown } from './figure'
import { loadTooltipBubble } from './tooltip'

// A tooltip's bubble comes with its first hover or focus; here it has come already.
beforeAll(() => loadTooltipBubble())

const dom = setupDomRoot()
const render = (ui: ReactNode) => act(() => dom.root.render(ui))
const tooltip = () => document.querySelector('[role="tooltip"]')

// Tooltips share the time the last one closed, module-wide: a close dated long ago leaves the
// skip delay of the tooltip tests that share this worker as they expect it.
beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.UTC(2000, 0, 1))
})
afterEach(() => vi.useRealTimers())

describe('Unshown', () => {
  it('is plain text, out of the tab order, without a reason', () => {
    render(<Unshown reason={null} />)
    const dash = dom.container.firstElementChild
    expect(dash?.textContent).toBe('—')
    expect(dash?.hasAttribute('tabindex')).toBe(false)
  })

  it('with a reason, is focusable, says it to screen readers and shows it on focus', () => {
    render(<Unshown reason="Too large." />)
    const dash = dom.container.querySelector<HTMLElement>('[data-unshown]')
    expect(dash?.tabIndex).toBe(0)
    expect(dash?.querySelector('[aria-hidden="true"]')?.textContent).toBe('—')
    expect(dash?.querySelector('.sr-only')?.textContent).toBe('Not shown: Too large.')
    expect(tooltip()).toBeNull()
    act(() => dash?.focus())
    expect(tooltip()?.textContent).toBe('Too large.')
    expect(dash?.getAttribute('aria-describedby')).toBe(tooltip()?.id)
    act(() => dash?.blur())
    expect(tooltip()).toBeNull()
  })
})

describe('Credits', () => {
  it('writes what it can exactly, and "—" with the reason for the rest', () => {
    render(<Credits value={1_234_500} />)
    expect(dom.container.textContent).toBe('1,234.500')
    // A difference carries its sign as a character, a true minus.
    render(<Credits value={-1_250} signed />)
    expect(dom.container.textContent).toBe('\u22121.250')
    render(<Credits value={1_250} signed />)
    expect(dom.container.textContent).toBe('+1.250')
    render(<Credits value={9_902_286_230_326_938} />)
    expect(dom.container.textContent).toBe(
      '—Not shown: Beyond ±9,007,199,254,740.991 credits, the largest amount shown exactly.',
    )
    // Null is a sum too large to add up exactly.
    render(<Credits value={null} />)
    expect(dom.container.querySelector('.sr-only')?.textContent).toBe(
      'Not shown: Too large to add up exactly: the sum is beyond ±9,007,199,254,740.991 credits.',
    )
  })
})
