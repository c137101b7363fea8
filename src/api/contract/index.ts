// The contract: every wire shape of the API, as zod schemas. Types come from z.infer. The demo
// mock's own controls (/_mock) are in ./mock-controls, imported from there: only demo code reads
// them, and a barrel re-export would put their schemas in every first load.
export * from './common'
export * from './errors'
export * from './products'
export * from './tools'
export * from './knowledge-bases'
export * from './sessions'
export * from './wallet'
export * from './events'
export * from './webhooks'
export * from './verify-user'
export * from './routes'
