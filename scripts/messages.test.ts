// The catalogs against the code (docs/i18n.md): every message the code uses is in every
// language's catalog, translated, and no catalog keeps a message the code no longer uses. The
// messages are read from the code as `npm run extract` reads them, with Lingui's own extractor.
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'

type Catalog = Awaited<ReturnType<Awaited<ReturnType<typeof getCatalogs>>[number]['collect']>>
interface Found {
  path: string
  used: NonNullable<Catalog>
  stored: Record<string, Record<string, { message?: string; translation?: string }> | undefined>
}

const config = getConfig({ cwd: process.cwd(), skipValidation: true })
const found: Found[] = []

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    const used = await catalog.collect()
    if (!used) throw new Error(`${catalog.path}: the code could not be read`)
    found.push({ path: catalog.path, used, stored: await catalog.readAll() })
  }
}, 120_000)

describe('message catalogs', () => {
  it('hold every message the code uses, translated into every language', () => {
    const missing = found.flatMap(({ path, used, stored }) =>
      config.locales.flatMap((locale) =>
        Object.entries(used)
          .filter(([id]) => locale !== config.sourceLocale && !stored[locale]?.[id]?.translation)
          .map(([id, { message }]) => `${path.replace('{locale}', locale)}: ${message ?? id}`),
      ),
    )
    expect(missing, 'run `npm run extract`, then translate (npm run translate)').toEqual([])
  })

  it('hold no message the code no longer uses', () => {
    const unused = found.flatMap(({ path, used, stored }) =>
      config.locales.flatMap((locale) =>
        Object.entries(stored[locale] ?? {})
          .filter(([id]) => !(id in used))
          .map(([id, { message }]) => `${path.replace('{locale}', locale)}: ${message ?? id}`),
      ),
    )
    expect(unused, 'run `npm run extract` (it drops them)').toEqual([])
  })

  it('find the messages of the code', () => {
    // A guard on the check itself: an extractor that read nothing would pass both tests above.
    const english = found.flatMap(({ used }) => Object.values(used).map((m) => m.message))
    expect(english).toEqual(expect.arrayContaining(['Overview', 'Language']))
  })
})
