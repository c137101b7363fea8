// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SEQUENCE_TIMEOUT_MS,
  getShortcuts,
  handleKeydown,
  isTypingTarget,
  registerShortcut,
  resetShortcuts,
} from './keyboard'
import { groupShortcuts } from './shortcut-groups'

afterEach(() => {
  resetShortcuts()
  document.body.innerHTML = ''
})

/** A keydown dispatched from `target`, as the browser sends it; returns the event after the app's listener ran. */
function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

function field(html: string): HTMLElement {
  document.body.innerHTML = html
  const el = document.body.querySelector<HTMLElement>('[data-target]')
  if (!el) throw new Error('no [data-target] in the fixture')
  return el
}

describe('isTypingTarget', () => {
  const typing = (html: string) => isTypingTarget({ target: field(html) })

  it('is true in text fields, textareas, selects and contenteditable', () => {
    expect(typing('<input data-target>')).toBe(true)
    expect(typing('<input type="search" data-target>')).toBe(true)
    expect(typing('<input type="email" data-target>')).toBe(true)
    expect(typing('<textarea data-target></textarea>')).toBe(true)
    expect(typing('<select data-target><option>a</option></select>')).toBe(true)
    expect(typing('<div contenteditable="true" data-target></div>')).toBe(true)
    expect(typing('<div contenteditable><p data-target>inside</p></div>')).toBe(true)
  })

  it('is false on buttons, checkboxes, links and plain content', () => {
    expect(typing('<button data-target>Save</button>')).toBe(false)
    expect(typing('<input type="checkbox" data-target>')).toBe(false)
    expect(typing('<a href="/" data-target>Home</a>')).toBe(false)
    expect(typing('<div contenteditable="false" data-target></div>')).toBe(false)
    expect(isTypingTarget({ target: null })).toBe(false)
  })

  it('is true during an IME composition wherever focus is', () => {
    expect(isTypingTarget({ target: document.body, isComposing: true })).toBe(true)
  })
})

describe('shortcuts', () => {
  it('fires a bound key and prevents the browser default', () => {
    const handler = vi.fn()
    registerShortcut('?', handler, { description: 'Help' })
    const event = press('?', { shiftKey: true })
    expect(handler).toHaveBeenCalledTimes(1)
    expect(event.defaultPrevented).toBe(true)
  })

  it('does not fire while the user types in a field', () => {
    const handler = vi.fn()
    registerShortcut('?', handler, { description: 'Help' })
    const input = field('<label>Name <input data-target></label>')
    press('?', { shiftKey: true }, input)
    press('?', { shiftKey: true }, field('<textarea data-target></textarea>'))
    press('?', { shiftKey: true }, field('<div contenteditable data-target></div>'))
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets a modifier combo opt in to working from a field', () => {
    const handler = vi.fn()
    registerShortcut('mod+k', handler, { description: 'Palette', allowInInputs: true })
    press('k', { ctrlKey: true }, field('<input data-target>'))
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('takes ⌘ or Ctrl for mod, and nothing else', () => {
    const handler = vi.fn()
    registerShortcut('mod+k', handler, { description: 'Palette' })
    press('k', { metaKey: true })
    press('k', { ctrlKey: true })
    press('K', { ctrlKey: true, shiftKey: true })
    press('k', { ctrlKey: true, altKey: true })
    press('k')
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('does not fire plain keys with a modifier held', () => {
    const handler = vi.fn()
    registerShortcut('?', handler, { description: 'Help' })
    press('?', { shiftKey: true, ctrlKey: true })
    press('?', { metaKey: true })
    expect(handler).not.toHaveBeenCalled()
  })

  it('keeps page shortcuts away from dialogs unless one opts in', () => {
    const page = vi.fn()
    const everywhere = vi.fn()
    registerShortcut('j', page, { description: 'Next' })
    registerShortcut('mod+k', everywhere, { description: 'Palette', allowInDialogs: true })
    const inside = field('<div role="dialog"><button data-target>OK</button></div>')
    press('j', {}, inside)
    press('k', { ctrlKey: true }, inside)
    expect(page).not.toHaveBeenCalled()
    expect(everywhere).toHaveBeenCalledTimes(1)
  })

  it('ignores auto-repeat and events a widget already handled', () => {
    const handler = vi.fn()
    registerShortcut('j', handler, { description: 'Next' })
    press('j', { repeat: true })
    const handled = new KeyboardEvent('keydown', { key: 'j', cancelable: true })
    handled.preventDefault()
    expect(handleKeydown(handled)).toBe(false)
    expect(handler).not.toHaveBeenCalled()
  })

  it('gives a key to the latest registration, and back when it is removed', () => {
    const first = vi.fn()
    const second = vi.fn()
    registerShortcut('j', first, { description: 'Next' })
    const unbind = registerShortcut('j', second, { description: 'Next row' })
    press('j')
    unbind()
    press('j')
    expect(second).toHaveBeenCalledTimes(1)
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('runs sequences typed within the timeout', () => {
    const overview = vi.fn()
    const settings = vi.fn()
    registerShortcut('g o', overview, { description: 'Overview', group: 'Go to' })
    registerShortcut('g s', settings, { description: 'Settings', group: 'Go to' })
    expect(handleKeydown(new KeyboardEvent('keydown', { key: 'g' }), 1_000)).toBe(true)
    expect(handleKeydown(new KeyboardEvent('keydown', { key: 'Shift' }), 1_100)).toBe(false)
    expect(handleKeydown(new KeyboardEvent('keydown', { key: 's' }), 1_200)).toBe(true)
    expect(settings).toHaveBeenCalledTimes(1)

    handleKeydown(new KeyboardEvent('keydown', { key: 'g' }), 5_000)
    handleKeydown(new KeyboardEvent('keydown', { key: 'o' }), 5_000 + SEQUENCE_TIMEOUT_MS + 1)
    expect(overview).not.toHaveBeenCalled()
  })

  it('treats a key that does not continue a sequence as a fresh press', () => {
    const help = vi.fn()
    registerShortcut('g o', vi.fn(), { description: 'Overview' })
    registerShortcut('?', help, { description: 'Help' })
    handleKeydown(new KeyboardEvent('keydown', { key: 'g' }), 0)
    handleKeydown(new KeyboardEvent('keydown', { key: '?', shiftKey: true, cancelable: true }), 10)
    expect(help).toHaveBeenCalledTimes(1)
  })

  it('lists what is bound, grouped, each keys-and-description pair once', () => {
    const unbind = registerShortcut('mod+k', vi.fn(), { description: 'Open the command palette' })
    registerShortcut('?', vi.fn(), { description: 'Show keyboard shortcuts' })
    registerShortcut('g o', vi.fn(), { description: 'Overview', group: 'Go to' })
    registerShortcut('g o', vi.fn(), { description: 'Overview', group: 'Go to' })
    const groups = groupShortcuts(getShortcuts())
    expect(groups.map((g) => [g.group, g.shortcuts.map((s) => s.keys)])).toEqual([
      ['General', ['mod+k', '?']],
      ['Go to', ['g o']],
    ])
    unbind()
    expect(getShortcuts().map((s) => s.keys)).toEqual(['?', 'g o', 'g o'])
  })
})

describe('keys', () => {
  it('refuses a shortcut without a key', () => {
    expect(() => registerShortcut('mod+', vi.fn(), { description: 'Nothing' })).toThrow(/names no key/)
  })
})
