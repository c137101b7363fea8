// @vitest-environment jsdom
// A detail page's header: the name as the page's heading, a tool's in monospace at the same size.
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { DetailHeader } from './detail-header'

describe('DetailHeader', () => {
  const dom = setupDomRoot()
  const heading = () => dom.container.querySelector('h1')

  it('sets an identifier name in monospace without losing the heading size', () => {
    act(() => dom.root.render(<DetailHeader name="lookup_account" mono facts="HTTP" actions={null} />))
    expect(heading()?.textContent).toBe('lookup_account')
    expect([...(heading()?.classList ?? [])]).toEqual(expect.arrayContaining(['font-mono', 'text-2xl']))
  })

  it('keeps a name in the body font by default', () => {
    act(() => dom.root.render(<DetailHeader name="Support Assistant" facts="Published" actions={null} />))
    expect(heading()?.classList.contains('font-mono')).toBe(false)
    expect(heading()?.classList.contains('text-2xl')).toBe(true)
  })
})
