/**
 * Where the demo's worker saves the workspace in IndexedDB (a versioned snapshot, checked on load).
 * A module of its own, free of zod: the worker opens the database before it builds any schema.
 */
export const DEMO_STORAGE = { db: 'agent-console-demo', store: 'snapshots', key: 'workspace' } as const
