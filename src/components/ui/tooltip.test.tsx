// @vitest-environment jsdom
// The tooltip's timing, keyboard and ARIA behaviour, and the flip/clamp maths that places it.
import { act, type ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { CLOSE_GRACE_MS, OPEN_DELAY_MS, SKIP_DELAY_MS, Tooltip, loadTooltipBubble } from './tooltip'
import { placeTooltip } from './tooltip-bubble'

const dom = setupDomRoot()
// The skip delay is module-wide; each test starts far from the previous test's closes.
let now = Date.UTC(2025, 0, 1)

// The bubble's code loads on a first hover or focus; here it is loaded already, as it is by
// the time an open delay has passed (e2e meets a first focus before it is: shell.spec).
beforeAll(() => loadTooltipBubble())

beforeEach(() => {
  vi.useFakeTimers()
  now += 60_000
  vi.setSystemTime(now)
})

afterEach(() => {
  vi.useRealTimers()
})

function render(ui: ReactNode) {
  act(() => dom.root.render(ui))
}

const button = (name: string) => {
  const found = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const tooltips = () => [...document.querySelectorAll('[role="tooltip"]')]
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })
const fire = (target: EventTarget, event: Event) => act(() => void target.dispatchEvent(event))
const pointer = (type: string, init: PointerEventInit = {}) =>
  new PointerEvent(type, { bubbles: true, pointerType: 'mouse', ...init })
/** React derives enter/leave from over/out, so leaving is an `pointerout` towards somewhere else. */
const hover = (el: Element) => {
  fire(el, pointer('pointerover'))
  fire(el, pointer('pointermove'))
}
const leave = (el: Element, to: Element = document.body) => fire(el, pointer('pointerout', { relatedTarget: to }))
const describedBy = (el: Element) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)

describe('Tooltip', () => {
  it('opens after the hover delay, describes the trigger while open, and closes after a grace', () => {
    render(
      <Tooltip content="Exports every row">
        <button type="button" aria-describedby="own-hint">
          Export
        </button>
      </Tooltip>,
    )
    const trigger = button('Export')
    hover(trigger)
    wait(OPEN_DELAY_MS - 1)
    expect(tooltips()).toHaveLength(0)
    wait(1)
    const [tip] = tooltips()
    expect(tip?.textContent).toBe('Exports every row')
    expect(tip?.parentElement).toBe(document.body)
    expect(describedBy(trigger)).toEqual(['own-hint', tip?.id])

    leave(trigger)
    wait(CLOSE_GRACE_MS - 1)
    expect(tooltips()).toHaveLength(1)
    wait(1)
    expect(tooltips()).toHaveLength(0)
    expect(describedBy(trigger)).toEqual(['own-hint'])
  })

  it('stays open while the pointer moves onto the bubble (hoverable)', () => {
    render(
      <Tooltip content="Hint">
        <button type="button">Go</button>
      </Tooltip>,
    )
    const trigger = button('Go')
    hover(trigger)
    wait(OPEN_DELAY_MS)
    const [tip] = tooltips()
    if (!tip) throw new Error('tooltip did not open')
    leave(trigger, tip)
    fire(tip, pointer('pointerover', { relatedTarget: trigger }))
    wait(CLOSE_GRACE_MS * 3)
    expect(tooltips()).toHaveLength(1)
    leave(tip)
    wait(CLOSE_GRACE_MS)
    expect(tooltips()).toHaveLength(0)
  })

  it('ignores touch, which gets no hover', () => {
    render(
      <Tooltip content="Hint">
        <button type="button">Go</button>
      </Tooltip>,
    )
    fire(button('Go'), pointer('pointermove', { pointerType: 'touch' }))
    wait(OPEN_DELAY_MS * 2)
    expect(tooltips()).toHaveLength(0)
  })

  it('shows one tooltip at a time, and skips the delay right after another closed', () => {
    render(
      <>
        <Tooltip content="First hint">
          <button type="button">First</button>
        </Tooltip>
        <Tooltip content="Second hint">
          <button type="button">Second</button>
        </Tooltip>
        <Tooltip content="Third hint">
          <button type="button">Third</button>
        </Tooltip>
      </>,
    )
    hover(button('First'))
    wait(OPEN_DELAY_MS)
    leave(button('First'), button('Second'))
    hover(button('Second'))
    expect(tooltips().map((t) => t.textContent)).toEqual(['Second hint'])

    leave(button('Second'))
    wait(CLOSE_GRACE_MS)
    expect(tooltips()).toHaveLength(0)
    wait(SKIP_DELAY_MS - 10)
    hover(button('Third'))
    expect(tooltips().map((t) => t.textContent)).toEqual(['Third hint'])

    leave(button('Third'))
    wait(CLOSE_GRACE_MS + SKIP_DELAY_MS)
    hover(button('First'))
    expect(tooltips()).toHaveLength(0)
    wait(OPEN_DELAY_MS)
    expect(tooltips().map((t) => t.textContent)).toEqual(['First hint'])
  })

  it('opens at once on keyboard focus, not on a press, and closes on blur', () => {
    const onFocus = vi.fn()
    render(
      <Tooltip content="Hint">
        <button type="button" onFocus={onFocus}>
          Go
        </button>
      </Tooltip>,
    )
    const trigger = button('Go')
    act(() => trigger.focus())
    expect(tooltips()).toHaveLength(1)
    expect(onFocus).toHaveBeenCalledOnce()
    act(() => trigger.blur())
    expect(tooltips()).toHaveLength(0)

    fire(trigger, pointer('pointerdown'))
    act(() => trigger.focus())
    expect(tooltips()).toHaveLength(0)
    expect(onFocus).toHaveBeenCalledTimes(2)
    fire(document, pointer('pointerup'))
    act(() => trigger.blur())
    act(() => trigger.focus())
    expect(tooltips()).toHaveLength(1)
  })

  it('closes on Escape without letting a dialog see that Escape, then lets the next one through', () => {
    const dialogEscape = vi.fn()
    // Where Radix Dialog listens for Escape.
    document.addEventListener('keydown', dialogEscape, true)
    render(
      <Tooltip content="Hint">
        <button type="button">Go</button>
      </Tooltip>,
    )
    const trigger = button('Go')
    act(() => trigger.focus())
    expect(tooltips()).toHaveLength(1)
    const escape = () => fire(trigger, new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    escape()
    expect(tooltips()).toHaveLength(0)
    expect(dialogEscape).not.toHaveBeenCalled()
    escape()
    expect(dialogEscape).toHaveBeenCalledOnce()
    document.removeEventListener('keydown', dialogEscape, true)
  })

  it('closes when a scroll moves a hovered trigger and on click, and runs the trigger’s own click', () => {
    const onClick = vi.fn()
    render(
      <div data-testid="scroller">
        <Tooltip content="Hint">
          <button type="button" onClick={onClick}>
            Go
          </button>
        </Tooltip>
      </div>,
    )
    const trigger = button('Go')
    hover(trigger)
    wait(OPEN_DELAY_MS)
    expect(tooltips()).toHaveLength(1)
    fire(document.body, new Event('scroll'))
    expect(tooltips()).toHaveLength(0)
    leave(trigger)

    // Focus scrolls its element into view: that scroll must not take the reason away.
    act(() => trigger.focus())
    fire(document.body, new Event('scroll'))
    expect(tooltips()).toHaveLength(1)
    // A scroll elsewhere, in a box that does not hold the trigger, leaves it alone too.
    fire(document.createElement('div'), new Event('scroll'))
    expect(tooltips()).toHaveLength(1)
    expect(tooltips()).toHaveLength(1)
    act(() => trigger.click())
    expect(onClick).toHaveBeenCalledOnce()
    expect(tooltips()).toHaveLength(0)
  })
})

describe('placeTooltip', () => {
  const viewport = { width: 1000, height: 800 }
  const size = { width: 120, height: 30 }

  it('centres the bubble on the requested side, 6 px away', () => {
    const trigger = { left: 400, top: 400, width: 100, height: 40 }
    expect(placeTooltip(trigger, size, viewport, 'top')).toEqual({ side: 'top', x: 390, y: 364, arrow: 60 })
    expect(placeTooltip(trigger, size, viewport, 'bottom')).toEqual({ side: 'bottom', x: 390, y: 446, arrow: 60 })
    expect(placeTooltip(trigger, size, viewport, 'right')).toEqual({ side: 'right', x: 506, y: 405, arrow: 15 })
    expect(placeTooltip(trigger, size, viewport, 'left')).toEqual({ side: 'left', x: 274, y: 405, arrow: 15 })
  })

  it('flips to the opposite side when the requested one has no room', () => {
    const nearTop = { left: 400, top: 20, width: 100, height: 40 }
    expect(placeTooltip(nearTop, size, viewport, 'top')).toMatchObject({ side: 'bottom', y: 66 })
    const nearLeft = { left: 20, top: 400, width: 40, height: 40 }
    expect(placeTooltip(nearLeft, size, viewport, 'left')).toMatchObject({ side: 'right', x: 66 })
  })

  it('keeps the requested side when neither fits but it has more room, clamped inside the viewport', () => {
    const tall = { width: 120, height: 500 }
    const trigger = { left: 400, top: 450, width: 100, height: 40 }
    expect(placeTooltip(trigger, tall, viewport, 'top')).toMatchObject({ side: 'top', y: 8 })
  })

  it('clamps 8 px inside the edge and keeps the arrow on the trigger', () => {
    const nearRight = { left: 960, top: 400, width: 32, height: 32 }
    const placed = placeTooltip(nearRight, size, viewport, 'top')
    expect(placed.x).toBe(1000 - 8 - 120)
    // The trigger's centre (976) seen from the bubble's left edge.
    expect(placed.arrow).toBe(976 - placed.x)

    const nearLeft = { left: 0, top: 400, width: 10, height: 32 }
    const left = placeTooltip(nearLeft, size, viewport, 'bottom')
    expect(left.x).toBe(8)
    // The arrow would sit on the rounded corner; it stops at the straight edge.
    expect(left.arrow).toBe(11)
  })
})
