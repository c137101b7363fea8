// @vitest-environment jsdom
// Where focus goes when a dialog of the palette closes (Radix calls restoreFocus a moment after
// the dialog has left the page).
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialogs, openShortcuts, restoreFocus } from './palette-store'

const button = (label: string) => {
  const el = document.createElement('button')
  el.textContent = label
  document.body.append(el)
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('restoreFocus', () => {
  it('gives focus back to where the dialog was opened from when focus is nowhere', () => {
    const trigger = button('Shortcuts')
    trigger.focus()
    openShortcuts()
    trigger.blur()
    closeDialogs()
    restoreFocus(new Event('focusScope.autoFocusOnUnmount', { cancelable: true }))
    expect(document.activeElement).toBe(trigger)
  })

  it('leaves focus where a key put it between the dialog going and this call', () => {
    const trigger = button('Shortcuts')
    const search = document.createElement('input')
    document.body.append(search)
    trigger.focus()
    openShortcuts()
    closeDialogs()
    // `/` pressed right after Escape: the search box took focus before Radix asked to restore it.
    search.focus()
    const event = new Event('focusScope.autoFocusOnUnmount', { cancelable: true })
    restoreFocus(event)
    expect(document.activeElement).toBe(search)
    // Radix's own restore is still cancelled: it would send focus to <body>.
    expect(event.defaultPrevented).toBe(true)
  })
})
