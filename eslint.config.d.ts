// Types of eslint.config.js's exports, for scripts/lint-layers.test.ts.
import type { Linter } from 'eslint'

export const apiBoundaries: Linter.Config
export const libBoundaries: Linter.Config
export const mockBoundaries: Linter.Config
export const importGraph: Linter.Config
declare const config: Linter.Config[]
export default config
