// Lint fixture (scripts/lint-boundaries.test.ts): half of an import cycle, through a type-only import.
import type { B } from './cycle-b'

export interface A {
  b: B | null
}
