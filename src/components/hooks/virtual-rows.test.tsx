// @vitest-environment jsdom
// Short tables render every row and never fetch the virtualizer; long ones fetch it and hand over.
import { act, useLayoutEffect, useRef } from 'react'
import { flushSync } from 'react-dom'
import { describe, expect, it, vi } from 'vitest'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { PLAIN_MAX, useVirtualRows, type VirtualRows } from './virtual-rows'

const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@tanstack/react-virtual', async (importOriginal) => {
  loads.count++
  return importOriginal()
})

const dom = setupDomRoot()
// jsdom lays nothing out: the list's view is given a height of 10 rows.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-scroller') ? 400 : 0
  },
})
const seen: { rows: VirtualRows | null } = { rows: null }

function List({ count, initialOffset }: { count: number; initialOffset?: number }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rows = useVirtualRows({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: 40,
    overscan: 5,
    ...(initialOffset ? { initialOffset } : {}),
  })
  useLayoutEffect(() => {
    seen.rows = rows
  })
  return (
    <div ref={scrollRef} data-scroller="">
      {rows.items.map((item) => (
        <div key={item.key} data-index={item.index} ref={rows.measureElement}>
          Row {item.index}
        </div>
      ))}
    </div>
  )
}

/** A moment for anything the hook would start (it starts nothing for a short list). */
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)))
/** The virtualizer's fetch (the hook's, which this awaits as well) and the re-render it starts. */
const fetched = () =>
  act(async () => {
    await import('@tanstack/react-virtual')
    await new Promise((done) => setTimeout(done, 0))
  })
const rendered = () => dom.container.querySelectorAll('[data-index]').length

describe('useVirtualRows', () => {
  it('renders a first page plainly, says only the rows near the view are in it, and fetches nothing', async () => {
    act(() => dom.root.render(<List count={100} />))
    await settle()
    expect(rendered()).toBe(100)
    expect(loads.count).toBe(0)
    // The 10 rows in view and 5 of overscan: a list loads its next page from this, so it must
    // not be the last row.
    expect(seen.rows?.lastIndex).toBe(15)
    expect(seen.rows?.paddingTop).toBe(0)
    expect(seen.rows?.paddingBottom).toBe(0)
  })

  it('paints first the rows a window could show, then the rest in the render after', async () => {
    // As a browser runs it, not under act(), which would flush the later render at once.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
    try {
      // The skeleton's render, then the rows' arrival.
      flushSync(() => dom.root.render(<List count={0} />))
      flushSync(() => dom.root.render(<List count={50} />))
      // jsdom's window is 768 px high: 20 rows of 40 px, and the overscan of 5.
      expect(rendered()).toBe(25)
      for (let i = 0; i < 100 && rendered() < 50; i++) await new Promise((done) => setTimeout(done, 10))
      expect(rendered()).toBe(50)
      // A list mounted with its rows (a cached answer) starts the same way.
      flushSync(() => dom.root.render(<></>))
      flushSync(() => dom.root.render(<List count={50} />))
      expect(rendered()).toBe(25)
      for (let i = 0; i < 100 && rendered() < 50; i++) await new Promise((done) => setTimeout(done, 10))
      expect(rendered()).toBe(50)
      // Restored to where the user was, it shows every row at once: the offset needs them.
      flushSync(() => dom.root.render(<></>))
      flushSync(() => dom.root.render(<List count={50} initialOffset={1_200} />))
      expect(rendered()).toBe(50)
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = true
    }
  })

  it('reads the view of a plain list once the browser has laid it out, and again when it resizes', async () => {
    // A read of the view's height inside the commit forces a layout there, and another follows.
    const observers: { report: () => void; watched: Element[] }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        watched: Element[] = []
        constructor(private readonly callback: () => void) {
          observers.push(this)
        }
        report = () => this.callback()
        observe = (el: Element) => void this.watched.push(el)
        disconnect = () => void (this.watched = [])
      },
    )
    let reads = 0
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.hasAttribute('data-scroller')) reads++
      return this.hasAttribute('data-scroller') ? 400 : 0
    })
    try {
      act(() => dom.root.render(<List count={100} />))
      await settle()
      expect(reads).toBe(0)
      const [observer] = observers
      expect(observer?.watched).toHaveLength(1)
      act(() => observer?.report())
      expect(seen.rows?.lastIndex).toBe(15)
      height.mockImplementation(function (this: HTMLElement) {
        return this.hasAttribute('data-scroller') ? 800 : 0
      })
      act(() => observer?.report())
      expect(seen.rows?.lastIndex).toBe(25)
      act(() => dom.root.render(<></>))
      expect(observer?.watched).toHaveLength(0)
    } finally {
      height.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  it('fetches the virtualizer past PLAIN_MAX rows, showing PLAIN_MAX until it takes over', async () => {
    act(() => dom.root.render(<List count={100} />))
    act(() => dom.root.render(<List count={PLAIN_MAX + 50} />))
    expect(rendered()).toBe(PLAIN_MAX)
    // Until then no row past PLAIN_MAX is "near the view": nothing asks for another page.
    expect(seen.rows?.lastIndex).toBeLessThan(PLAIN_MAX)
    await fetched()
    expect(loads.count).toBeGreaterThan(0)
    // Windowed now: the rows near the view, not the whole list.
    expect(rendered()).toBeLessThan(PLAIN_MAX)
    expect(rendered()).toBeGreaterThan(0)
  })

  it('starts windowed once the virtualizer has been fetched', () => {
    act(() => dom.root.render(<List count={PLAIN_MAX + 50} />))
    // Windowed from its first render: no plain rows first.
    expect(rendered()).toBeLessThan(PLAIN_MAX)
  })
})
