// `npm run openapi` writes src/api/openapi.json from the contract; `-- --check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildOpenApiDocument } from '../src/api/contract/openapi'

const OPENAPI_FILE = fileURLToPath(new URL('../src/api/openapi.json', import.meta.url))

/** The committed form: two-space JSON with a trailing newline. */
const serializeOpenApi = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`

const expected = serializeOpenApi(buildOpenApiDocument())
if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(OPENAPI_FILE, 'utf8')
  } catch {
    current = ''
  }
  if (current !== expected) {
    console.error('src/api/openapi.json differs from the contract. Run `npm run openapi` and commit the result.')
    process.exit(1)
  }
  console.log('src/api/openapi.json matches the contract.')
} else {
  writeFileSync(OPENAPI_FILE, expected)
  console.log(`Wrote ${OPENAPI_FILE}`)
}
