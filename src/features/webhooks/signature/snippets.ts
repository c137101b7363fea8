// Node receivers' verification of each scheme, as shown on the signature checker. The
// integration tests run this exact text against real deliveries from the mock server.

export const VERIFY_SIGNATURE_256 = `import { createHmac, timingSafeEqual } from 'node:crypto'

// rawBody: the request body's bytes exactly as received (verify before parsing JSON).
// secret: the whole signing secret string, whsec_ included.
export function verifySignature256(rawBody, header, secret) {
  const expected = 'sha256=' + createHmac('sha256', secret).update(rawBody).digest('hex')
  const given = Buffer.from(String(header ?? ''))
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
}
`

export const VERIFY_STANDARD = `import { createHmac, timingSafeEqual } from 'node:crypto'

const TOLERANCE_SECONDS = 5 * 60 // refuse replays of old requests

// headers: Node's req.headers (lower-case names). secret: whsec_… as shown once.
export function verifyStandardWebhook(rawBody, headers, secret, nowSeconds = Date.now() / 1000) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  if (!id || !/^\\d+$/.test(timestamp ?? '')) return false
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = Buffer.from(
    'v1,' + createHmac('sha256', key).update(\`\${id}.\${timestamp}.\`).update(rawBody).digest('base64'),
  )
  // During a secret rotation the header carries two signatures: either may match.
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected))
}
`

export const RECEIVER = `import { createServer } from 'node:http'
import { verifyStandardWebhook } from './verify-standard.mjs'

createServer(async (req, res) => {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const rawBody = Buffer.concat(chunks)
  if (!verifyStandardWebhook(rawBody, req.headers, process.env.WEBHOOK_SECRET)) {
    res.writeHead(401).end()
    return
  }
  const event = JSON.parse(rawBody.toString('utf8'))
  // Answer 2xx within 15 s; do slow work after. Retries repeat webhook-id: skip ids already handled.
  res.writeHead(204).end()
  console.log(event.type, event.data.id)
}).listen(3000)
`

export const SNIPPETS = [
  {
    id: 'signature-256',
    title: 'X-Webhook-Signature-256',
    file: 'verify-signature-256.mjs',
    code: VERIFY_SIGNATURE_256,
  },
  { id: 'standard', title: 'Standard Webhooks', file: 'verify-standard.mjs', code: VERIFY_STANDARD },
  { id: 'receiver', title: 'A receiver', file: 'receiver.mjs', code: RECEIVER },
] as const
