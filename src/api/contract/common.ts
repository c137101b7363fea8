// Shapes shared by every resource: ids, times, money, lists and the problem body.
// Every contract module imports this one, so the English locale and the jitless switch are
// in place wherever the contract runs (Node tests, the mock server, scripts), not only after main.tsx.
import './jitless'
import { z } from 'zod/mini'
import { withMeta } from './meta'

export const ID_PREFIXES = {
  product: 'prod',
  tool: 'tool',
  knowledgeBase: 'kb',
  source: 'src',
  session: 'sess',
  message: 'msg',
  webhook: 'wh',
  event: 'evt',
  delivery: 'dlv',
  attempt: 'att',
  entry: 'txn',
  user: 'usr',
} as const
export type IdKind = keyof typeof ID_PREFIXES

const ID_BODY = '[A-Za-z0-9]{6,40}'

/** A prefixed id such as `prod_7Qk2…`; the prefix tells what the object is. */
export const prefixedId = (kind: IdKind) =>
  withMeta(
    z.string().check(z.regex(new RegExp(`^${ID_PREFIXES[kind]}_${ID_BODY}$`), `must be a ${ID_PREFIXES[kind]}_ id`)),
    { example: `${ID_PREFIXES[kind]}_8fK2mQ4xLp` },
  )

/**
 * A value of a response that the server may extend within v1 (docs/api.md, compatibility): one
 * of the values known today, or another short string, which the dashboard shows as it comes.
 * Request bodies and query parameters keep the closed list. The OpenAPI document says so in its
 * description (openapi.ts): written here, it would be built in every browser that loads the contract.
 */
export const openEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.string().check(z.minLength(1), z.maxLength(100))])

export const productId = prefixedId('product')
export const toolId = prefixedId('tool')
export const knowledgeBaseId = prefixedId('knowledgeBase')
export const sourceId = prefixedId('source')
export const sessionId = prefixedId('session')
export const messageId = prefixedId('message')
export const webhookId = prefixedId('webhook')
export const eventId = prefixedId('event')
export const deliveryId = prefixedId('delivery')
export const attemptId = prefixedId('attempt')
export const entryId = prefixedId('entry')
export const userId = prefixedId('user')

/** ISO 8601 UTC with a `Z` offset, as every time on the wire. */
export const timestamp = withMeta(z.iso.datetime({ offset: false }), { example: '2026-11-21T09:30:00.000Z' })

/** A UTC calendar day, used by the per-day buckets of summaries. */
export const day = withMeta(z.iso.date(), { example: '2026-11-21' })

/**
 * Money-like amounts are integers in millicredits (1 credit = 1,000) so that
 * nothing on either side ever adds floats.
 */
export const millicredits = z.number().check(z.int(), z.gte(-Number.MAX_SAFE_INTEGER), z.lte(Number.MAX_SAFE_INTEGER))
/**
 * Where the sign is fixed, the contract says so, and a client may rely on it: costs, balances,
 * top-ups and refunds are never below zero; debits and their totals never above.
 */
export const creditMillicredits = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))
export const debitMillicredits = z.number().check(z.int(), z.gte(-Number.MAX_SAFE_INTEGER), z.lte(0))

export const tokenCounts = z.object({
  input: z.number().check(z.int(), z.gte(0)),
  output: z.number().check(z.int(), z.gte(0)),
})

/** A product or tool named by id, as used-by and tool_in_use lists show them. */
export const namedRef = z.object({ id: z.string(), name: z.string() })

export const LIMIT_DEFAULT = 20
export const LIMIT_MAX = 100

/** Query parameters every list takes. Filters extend this. */
export const listQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMIT_MAX)), LIMIT_DEFAULT),
  starting_after: z.optional(z.string().check(z.minLength(1))),
  ending_before: z.optional(z.string().check(z.minLength(1))),
})

export const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item), has_more: z.boolean() })

/**
 * Query booleans arrive as text; only `true` and `false` are accepted so a typo
 * is a 400 rather than a silent `false`.
 */
export const queryBoolean = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
)

/**
 * A filter that may repeat (`type=debit&type=refund`). URLSearchParams gives one
 * string or several; both become an array.
 */
export const repeated = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((v) => (v === undefined || Array.isArray(v) ? v : [v])),
    z.array(item).check(z.minLength(1)),
  )

/** A signed integer in a query string, e.g. `min_amount=-5000`. */
export const queryInteger = z.pipe(z.string().check(z.regex(/^-?\d{1,15}$/, 'must be an integer')), z.transform(Number))

/** A `from`/`to` pair: `from` inclusive, `to` exclusive. */
export const period = {
  from: z.optional(timestamp),
  to: z.optional(timestamp),
}

/** An empty body for action endpoints: `{}` or no body at all. */
export const emptyBody = z.strictObject({})

/**
 * What the key of a request may do, on every answer to a request with a valid key, errors
 * included (like GitHub's `X-OAuth-Scopes`): a client learns its rights from any read instead
 * of probing with a refused write.
 */
export const KEY_SCOPE_HEADER = 'X-Api-Key-Scope'
/** The product a locked key is limited to; absent for a workspace key. */
export const KEY_PRODUCT_HEADER = 'X-Api-Key-Product'
export const keyScope = z.enum(['read', 'write'])
export const keyRightsHeaders = z.object({ scope: keyScope, product_id: z.nullable(productId) })
export type KeyRights = z.infer<typeof keyRightsHeaders>

/**
 * The rights a response announces, or null when it carries none (an older deployment, a 401).
 * Each header is read on its own, and one that is not well formed counts as absent: a valid
 * scope still tells what the key may do when its product header is garbled.
 */
export function keyRightsOf(headers: Headers): KeyRights | null {
  const scope = keyScope.safeParse(headers.get(KEY_SCOPE_HEADER))
  if (!scope.success) return null
  const product = productId.safeParse(headers.get(KEY_PRODUCT_HEADER))
  return { scope: scope.data, product_id: product.success ? product.data : null }
}
