// Zod compiles object parsers with `new Function` unless told not to; the production CSP
// forbids eval, and even zod's guarded probe is reported as a violation. Zod decides when
// a schema is built, so this must run before any module builds one: vite.config.ts puts it
// in zod's own chunk (a bundler may run shared chunks before an entry's first import), and
// src/main.tsx and mocks/worker.ts import it first.
import { z } from 'zod'

z.config({ jitless: true })
