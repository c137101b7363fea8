// The layer boundaries and the import graph of eslint.config.js, proven by code that breaks them (and code that keeps them).
import { ESLint, type Linter } from 'eslint'
import { fileURLToPath } from 'node:url'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { apiBoundaries, importGraph, libBoundaries, mockBoundaries } from '../eslint.config.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/** ESLint with only `block`, on TypeScript, so a fixture meets the one rule it is for. */
function lintWith(block: Linter.Config): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, block],
  })
}

async function problems(block: Linter.Config, code: string, filePath: string): Promise<string[]> {
  const [result] = await lintWith(block).lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.line}: ${m.ruleId ?? m.message}`)
}

describe('src/lib holds pure helpers', () => {
  it('refuses React, TanStack and the layers above; allows itself and the contract', async () => {
    const code = [
      "import { useState } from 'react'",
      "import { useQuery } from '@tanstack/react-query'",
      "import { getConfig } from '../api/config'",
      "import { STORAGE_KEYS } from '../app/connection'",
      "import { Button } from '../components/ui/button'",
      "import type { Product } from '../api/contract'",
      "import { formatDate } from './format'",
    ].join('\n')
    expect(await problems(libBoundaries, code, 'src/lib/fixture.ts')).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
      '3: no-restricted-imports',
      '4: no-restricted-imports',
      '5: no-restricted-imports',
    ])
  })
})

describe('src/api knows nothing of the app or the UI', () => {
  it('refuses the app, components, features and React DOM; allows the contract', async () => {
    const code = [
      "import { queryClient } from '../app/query-client'",
      "import { Button } from '../components/ui/button'",
      "import { WalletPage } from '../features/wallet/wallet-page'",
      "import { createPortal } from 'react-dom'",
      "import { productList } from './contract'",
    ].join('\n')
    expect(await problems(apiBoundaries, code, 'src/api/fixture.ts')).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
      '3: no-restricted-imports',
      '4: no-restricted-imports',
    ])
  })
})

describe('the mock imports only the contract from src', () => {
  it('refuses the client, the app and the UI; allows the contract and the mock itself', async () => {
    const code = [
      "import { request } from '../../src/api/client'",
      "import { getConfig } from '../../src/app/connection'",
      "import { Button } from '../../src/components/ui/button'",
      "import { productList } from '../../src/api/contract'",
      "import { DEMO_KEY } from '../../src/api/contract/demo-keys'",
      "import { createService } from '../service/service'",
    ].join('\n')
    expect(await problems(mockBoundaries, code, 'mocks/seed/fixture.ts')).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
      '3: no-restricted-imports',
    ])
  })
})

describe('no import cycles', () => {
  it('finds a cycle closed by a type-only import and a dynamic one, from either side', async () => {
    const results = await lintWith({ ...importGraph, files: ['tests/lint-fixtures/*.ts'], ignores: [] }).lintFiles([
      'tests/lint-fixtures/cycle-a.ts',
      'tests/lint-fixtures/cycle-b.ts',
    ])
    expect(results.map((r) => r.messages.map((m) => m.message))).toEqual([
      [
        expect.stringContaining(
          'tests/lint-fixtures/cycle-a.ts → tests/lint-fixtures/cycle-b.ts → tests/lint-fixtures/cycle-a.ts',
        ),
      ],
      [
        expect.stringContaining(
          'tests/lint-fixtures/cycle-b.ts → tests/lint-fixtures/cycle-a.ts → tests/lint-fixtures/cycle-b.ts',
        ),
      ],
    ])
  })

  it('lets a module import another that does not import it back', async () => {
    expect(await problems(importGraph, "import { STORAGE_KEYS } from './constants'", 'src/lib/fixture.ts')).toEqual([])
  })
})
