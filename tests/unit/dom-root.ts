// A React root in jsdom for component tests: created before each test, unmounted and removed
// after it. Files using it start with `// @vitest-environment jsdom`.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'
import { whileTesting } from './per-test'

declare global {
  // React warns about updates outside act() only when this is set.
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

export interface DomRoot {
  readonly container: HTMLDivElement
  readonly root: Root
}

export function setupDomRoot(): DomRoot {
  let container: HTMLDivElement | null = null
  let root: Root | null = null
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    const mounted = root
    if (mounted) act(() => mounted.unmount())
    container?.remove()
    root = null
    container = null
  })
  const ready = <T>(value: T | null) => whileTesting(value, 'setupDomRoot')
  return {
    get container() {
      return ready(container)
    },
    get root() {
      return ready(root)
    },
  }
}
