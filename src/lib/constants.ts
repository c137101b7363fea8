// Names the app's parts and its tests share, written once: where the browser keeps what the app
// remembers, the id of the table the build writes for the first script, the transport's Accept
// header. No imports, so the first script (src/app/boot/boot.ts), the build step
// (scripts/first-load-plugin.ts) and the e2e specs read them from here too.

/** Keys in the browser's storage. Real API keys only ever go to sessionStorage (docs/architecture.md). */
export const STORAGE_KEYS = {
  /** sessionStorage: the real API this tab talks to, and its key when the user asked to keep it. */
  connection: 'agent-console:connection',
  /** localStorage: the demo key picked last (the demo keys are public). */
  demoKey: 'agent-console:demo-key',
  /** localStorage: a chosen theme; absent means "follow the system". */
  theme: 'agent-console:theme',
  /** localStorage: a chosen interface language; absent means "follow the browser". */
  language: 'agent-console:language',
  /** localStorage: a chosen locale; absent means "follow the browser". */
  locale: 'agent-console:locale',
  /** localStorage: the demo's last answers, painted at once on the next visit. */
  demoCache: 'agent-console:demo-cache',
  /** sessionStorage: what the rights probes found, per connection fingerprint (never the key). */
  keyProbe: 'agent-console:key-probe',
} as const

/** The element holding the build's table for the first script (JSON, never executed). */
export const BOOT_TABLE_ID = 'boot-table'

/** What the transport accepts: JSON, and problem details for errors. */
export const API_ACCEPT = 'application/json, application/problem+json'
