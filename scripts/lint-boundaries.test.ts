// Each boundary rule of eslint.config.js, proven by a fixture that breaks it: a small source under
// a path in the folder the rule guards, linted with the rule blocks of the real configuration.
import path from 'node:path'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

const root = path.dirname(import.meta.dirname)

/** The real configuration (a module path held in a variable: the file is JavaScript, without types). */
const configFile = path.join(root, 'eslint.config.js')
const { default: config } = (await import(configFile)) as { default: Linter.Config[] }

/** The configuration's boundary blocks, on the TypeScript parser without type information (fast). */
const boundaryBlocks = config.filter((block) => block.plugins?.boundaries)

const lint = async (file: string, source: string) => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaryBlocks],
  })
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('boundaries in eslint.config.js', () => {
  it('has the two rules on, as errors', () => {
    expect(boundaryBlocks.flatMap((b) => Object.entries(b.rules ?? {}))).toEqual([
      ['boundaries/feature-to-feature', 'error'],
      ['boundaries/component-to-feature', 'error'],
    ])
  })

  it('refuses a feature importing another feature, in every form of import', async () => {
    const fixture = [
      "import { kindLabel } from '../../products/list/labels'",
      "export { WalletPage } from '../../wallet/wallet-page'",
      "export * from '../../webhooks/labels'",
      "const lazy = () => import('../../sessions/search')",
      'void lazy',
    ].join('\n')
    expect(await lint('src/features/tools/detail/fixture.tsx', fixture)).toEqual([
      expect.stringMatching(/^boundaries\/feature-to-feature: Feature "tools" imports feature "products"/),
      expect.stringMatching(/Feature "tools" imports feature "wallet"/),
      expect.stringMatching(/Feature "tools" imports feature "webhooks"/),
      expect.stringMatching(/Feature "tools" imports feature "sessions"/),
    ])
  })

  it('lets a feature import itself, components, lib and api', async () => {
    const fixture = [
      "import { draft } from '../form/draft'",
      "import { Badge } from '../../../components/ui/badge'",
      "import { formatCount } from '../../../lib/format'",
      "import { toolQueries } from '../../../api/tools'",
      'void [draft, Badge, formatCount, toolQueries]',
    ].join('\n')
    expect(await lint('src/features/tools/detail/fixture.tsx', fixture)).toEqual([])
  })

  it('refuses a component importing a feature', async () => {
    const fixture = "import { WalletPage } from '../../features/wallet/wallet-page'\nvoid WalletPage"
    expect(await lint('src/components/ui/fixture.tsx', fixture)).toEqual([
      expect.stringMatching(/^boundaries\/component-to-feature: components\/ imports feature "wallet"/),
    ])
  })

  it('lets a component import components, lib and api', async () => {
    const fixture =
      "import { Badge } from '../ui/badge'\nimport { formatCount } from '../../lib/format'\nvoid [Badge, formatCount]"
    expect(await lint('src/components/list-page/fixture.tsx', fixture)).toEqual([])
  })
})
