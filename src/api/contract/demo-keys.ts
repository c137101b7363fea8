// The demo workspace's public keys: what each may do and which product a locked one is held to.
// The mock seeds them, the app offers them (settings, the palette) and the tests sign in with
// them, all from here. Free of zod, like ./demo-storage: the worker reads it before any schema.

/** Each key by what it is for. */
export const DEMO_KEY = {
  write: 'ak_test_write',
  read: 'ak_test_read',
  locked: 'ak_test_locked',
  lockedRead: 'ak_test_locked_read',
} as const

export interface DemoKey {
  key: string
  label: string
  scope: 'read' | 'write'
  /** The slug of the product the key is locked to, or null for the whole workspace. */
  productSlug: string | null
}

/** The product the two locked keys are held to. */
export const LOCKED_DEMO_PRODUCT = 'support-assistant'

/** In the order the app offers them. */
export const DEMO_KEYS = [
  { key: DEMO_KEY.write, label: 'Workspace, write', scope: 'write', productSlug: null },
  { key: DEMO_KEY.read, label: 'Workspace, read', scope: 'read', productSlug: null },
  { key: DEMO_KEY.locked, label: 'Support assistant, write', scope: 'write', productSlug: LOCKED_DEMO_PRODUCT },
  { key: DEMO_KEY.lockedRead, label: 'Support assistant, read', scope: 'read', productSlug: LOCKED_DEMO_PRODUCT },
] as const satisfies readonly DemoKey[]
