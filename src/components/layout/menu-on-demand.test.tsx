// @vitest-environment jsdom
// The stand-in trigger of a menu that loads on first use: it opens on the keys and presses a
// Radix trigger opens on, leaves alone what another handler took, and a keyboard opening lands on the first item.
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { useFirstItemFocus, useMenuOnDemand, type OpenedBy } from './menu-on-demand'

const dom = setupDomRoot()

function StandIn({ preload }: { preload: () => void }) {
  const { openedBy, triggerProps } = useMenuOnDemand(preload)
  return (
    <div>
      <button {...triggerProps}>Theme</button>
      <output>{openedBy ?? 'closed'}</output>
    </div>
  )
}

function renderStandIn() {
  const preload = vi.fn()
  act(() => dom.root.render(<StandIn preload={preload} />))
  const button = dom.container.querySelector('button')
  if (!button) throw new Error('no button')
  const state = () => dom.container.querySelector('output')?.textContent
  const fire = (event: Event) => {
    act(() => void button.dispatchEvent(event))
    return event
  }
  return { button, state, fire, preload }
}

const key = (k: string) => new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })
const press = (init: MouseEventInit) => new MouseEvent('pointerdown', { bubbles: true, cancelable: true, ...init })

describe('useMenuOnDemand', () => {
  it('reads as a closed menu button before anything loads', () => {
    const { button, state } = renderStandIn()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(state()).toBe('closed')
  })

  it.each(['Enter', ' ', 'ArrowDown'])('opens from the keyboard on %j, loading the menu', (k) => {
    const { state, fire, preload } = renderStandIn()
    const event = fire(key(k))
    expect(state()).toBe('keyboard')
    expect(preload).toHaveBeenCalled()
    // Otherwise Enter and Space would also click the button.
    expect(event.defaultPrevented).toBe(true)
  })

  it('ignores other keys', () => {
    const { state, fire } = renderStandIn()
    expect(fire(key('Tab')).defaultPrevented).toBe(false)
    fire(key('ArrowUp'))
    expect(state()).toBe('closed')
  })

  it('opens on a primary press, not on a right or Ctrl press', () => {
    const { state, fire } = renderStandIn()
    fire(press({ button: 2 }))
    fire(press({ button: 0, ctrlKey: true }))
    expect(state()).toBe('closed')
    const event = fire(press({ button: 0 }))
    expect(state()).toBe('pointer')
    expect(event.defaultPrevented).toBe(true)
  })

  it('leaves a key another handler already took, as a table moving between rows', () => {
    const { button, state, fire } = renderStandIn()
    const parent = button.parentElement
    if (!parent) throw new Error('no parent')
    const take = (event: Event) => event.preventDefault()
    parent.addEventListener('keydown', take)
    fire(key('ArrowDown'))
    expect(state()).toBe('closed')
    parent.removeEventListener('keydown', take)
  })

  it('preloads on intent without opening', () => {
    const { state, fire, preload } = renderStandIn()
    fire(new FocusEvent('focusin', { bubbles: true }))
    expect(preload).toHaveBeenCalledTimes(1)
    expect(state()).toBe('closed')
  })
})

function Menu({ openedBy, show }: { openedBy: OpenedBy; show: boolean }) {
  const ref = useFirstItemFocus(openedBy)
  return show ? (
    <div ref={ref} role="menu" tabIndex={-1}>
      <div role="menuitem" tabIndex={-1} data-disabled="">
        Disabled
      </div>
      <div role="menuitemradio" tabIndex={-1} aria-checked="false">
        Light
      </div>
      <div role="menuitemradio" tabIndex={-1} aria-checked="false">
        Dark
      </div>
    </div>
  ) : null
}

describe('useFirstItemFocus', () => {
  it('focuses the first enabled item on a keyboard opening, the first time only', () => {
    act(() => dom.root.render(<Menu openedBy="keyboard" show />))
    expect(document.activeElement?.textContent).toBe('Light')
    act(() => dom.root.render(<Menu openedBy="keyboard" show={false} />))
    document.body.focus()
    act(() => dom.root.render(<Menu openedBy="keyboard" show />))
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves focus to Radix on a pointer opening', () => {
    act(() => dom.root.render(<Menu openedBy="pointer" show />))
    expect(document.activeElement).toBe(document.body)
  })
})
