// Zod compiles object parsers with `new Function` unless told not to; the production CSP
// forbids eval, and even zod's guarded probe is reported as a violation. Zod decides when
// a schema is built, so this must run before any module builds one: vite.config.ts puts it
// in zod's own chunk (a bundler may run shared chunks before an entry's first import), and
// src/app/main.tsx and mocks/worker.ts import it first.
// zod/mini ships without a locale (an issue would read "Invalid input"); the English one
// classic zod installs keeps the messages the mock returns and the forms show.
import { z } from 'zod/mini'
import { en } from 'zod/v4/locales'

z.config({ jitless: true, ...en() })
