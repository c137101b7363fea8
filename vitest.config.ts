import { defineConfig } from 'vitest/config'
import { linguiMacros } from './scripts/lingui-plugin.ts'

// Unit tests run in Node with the service in-process, in two projects (most files share a module
// graph, a few need one of their own); integration tests talk to `mock:server` over real HTTP and
// must not load msw/node.
const UNIT = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  // Support of the browser tests (the API generated from the document); the specs are Playwright's.
  'e2e/**/*.test.ts',
]

/**
 * Unit tests that mock a module (vi.mock applies only to a module graph loaded after it), stub a
 * global, intercept fetch for the whole process (msw/node), or watch a module's first lazy load:
 * each runs in a module graph of its own. scripts/vitest-isolation.test.ts finds the first three.
 */
export const NEEDS_ISOLATION = [
  'src/components/runway/queries.test.ts',
  'src/app/capabilities-rights.test.ts',
  'src/api/knowledge-bases.test.ts',
  'src/features/command-palette/recent.test.ts',
  'src/app/demo-cache.test.ts',
  'src/components/hooks/virtual-rows.test.tsx',
  'src/components/ui/toast.test.tsx',
  'src/components/ui/tooltip-lazy.test.tsx',
  'src/app/boot/boot.test.ts',
  'mocks/node.test.ts',
  'mocks/key-rights.test.ts',
  'mocks/service/domain/conversations.test.ts',
]

/** The app registers what it learns from the transport's answers; unit tests do as the app does. */
const OBSERVE_THE_API = 'tests/unit/observe-the-api.ts'

export default defineConfig({
  // The interface's messages compile as in the app's build (vite.config.ts).
  plugins: [linguiMacros()],
  test: {
    projects: [
      {
        // The root's plugins (the macros) apply in every project.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: [OBSERVE_THE_API],
          include: UNIT,
          exclude: ['**/*.int.test.ts', 'node_modules/**', ...NEEDS_ISOLATION],
          // Files share each worker's module cache: a fresh module graph per file was half of the
          // project's wall time (56 s → 25 s on two cores). Files that replace a module or a
          // global for their own run get their own graph, below.
          isolate: false,
        },
      },
      {
        // The root's plugins (the macros) apply in every project.
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          setupFiles: [OBSERVE_THE_API],
          include: NEEDS_ISOLATION,
        },
      },
      {
        // The root's plugins (the macros) apply in every project.
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          setupFiles: [OBSERVE_THE_API],
          include: ['tests/integration/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
