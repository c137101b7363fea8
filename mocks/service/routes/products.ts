// Handlers of the products operations: CRUD, attach (a PATCH of id lists), publish, duplicate, manifest.
import type { FieldError, Product } from '../../../src/api/contract'
import { iso } from '../clock'
import type { Call, HandlerTable, Result, ServiceCore } from '../core'
import { buildManifest, matchesQuery, mcpUrlOf, newestFirst, publishBlockers } from '../domain/catalog'
import { paginate } from '../pagination'
import { fail, notFound } from '../problems'

const SLUG_MAX = 64

/** Path parameters were resolved by the router, so the product exists and is visible. */
function productOf(svc: ServiceCore, id: string): Product {
  const product = svc.store.products.get(id)
  return product ?? notFound()
}

/** 412 when the client sent `If-Match` with a version other than the current one. */
function checkVersion(ifMatch: number | null, product: Product): void {
  if (ifMatch != null && ifMatch !== product.version)
    fail(
      'precondition_failed',
      `The product is at version ${product.version}, not ${ifMatch}. Reload it and apply your change again.`,
    )
}

/** Every unknown tool or knowledge-base id, each at its own pointer (422). */
function checkReferences(
  svc: ServiceCore,
  refs: { tool_ids?: string[] | undefined; knowledge_base_ids?: string[] | undefined },
): void {
  const errors: FieldError[] = []
  refs.tool_ids?.forEach((id, i) => {
    if (!svc.store.tools.has(id))
      errors.push({ pointer: `#/tool_ids/${i}`, code: 'unknown_reference', detail: `no tool ${id}` })
  })
  refs.knowledge_base_ids?.forEach((id, i) => {
    if (!svc.store.knowledgeBases.has(id))
      errors.push({
        pointer: `#/knowledge_base_ids/${i}`,
        code: 'unknown_reference',
        detail: `no knowledge base ${id}`,
      })
  })
  if (errors.length)
    fail('validation_failed', 'The request names tools or knowledge bases that do not exist.', { errors })
}

const slugTaken = (svc: ServiceCore, slug: string, exceptId?: string) =>
  [...svc.store.products.values()].some((p) => p.slug === slug && p.id !== exceptId)

function checkSlugFree(svc: ServiceCore, slug: string, exceptId?: string): void {
  if (slugTaken(svc, slug, exceptId))
    fail('already_exists', `Another product already uses the slug "${slug}".`, {
      errors: [{ pointer: '#/slug', code: 'already_exists', detail: `"${slug}" is taken` }],
    })
}

/** Records a write: every write to a product bumps its version (docs/api.md, "Writes"). */
function touch(svc: ServiceCore, product: Product): Product {
  product.version += 1
  product.updated_at = iso(svc.now())
  return product
}

/** `<slug>-copy`, then `-copy-2`, `-copy-3`…, trimmed so the result stays a valid slug. */
function copySlug(svc: ServiceCore, base: string): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const stem = base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')
    const candidate = `${stem}${suffix}`
    if (!slugTaken(svc, candidate)) return candidate
  }
}

const visibleProducts = (call: Call<'listProducts'>) =>
  [...call.svc.store.products.values()].filter((p) => !call.key.product_id || p.id === call.key.product_id)

/** A new draft at version 1, stored: what creating and duplicating share. */
function storeDraft(
  svc: ServiceCore,
  fields: Pick<Product, 'kind' | 'name' | 'slug' | 'summary' | 'prompt' | 'price' | 'tool_ids' | 'knowledge_base_ids'>,
): Result {
  const now = iso(svc.now())
  const product: Product = {
    id: svc.newId('product'),
    kind: fields.kind,
    status: 'draft',
    name: fields.name,
    slug: fields.slug,
    summary: fields.summary,
    prompt: fields.prompt,
    price: fields.price,
    tool_ids: [...fields.tool_ids],
    knowledge_base_ids: [...fields.knowledge_base_ids],
    published_at: null,
    mcp_url: null,
    version: 1,
    created_at: now,
    updated_at: now,
  }
  svc.store.products.set(product.id, product)
  return { status: 201, body: product }
}

export const productsHandlers = {
  listProducts: (call) => {
    const { kind, status, q } = call.query
    const items = newestFirst(
      visibleProducts(call).filter(
        (p) => (!kind || p.kind === kind) && (!status || p.status === status) && matchesQuery(q, p.name, p.slug),
      ),
    )
    return paginate(items, call.query, call.url)
  },

  createProduct: ({ svc, body }) => {
    checkReferences(svc, body)
    checkSlugFree(svc, body.slug)
    const { kind, name, slug, summary, prompt, price, tool_ids, knowledge_base_ids } = body
    return storeDraft(svc, { kind, name, slug, summary, prompt, price, tool_ids, knowledge_base_ids })
  },

  getProduct: ({ svc, params }) => ({ body: productOf(svc, params.product_id) }),

  updateProduct: ({ svc, params, body, ifMatch }) => {
    const product = productOf(svc, params.product_id)
    checkReferences(svc, body)
    checkVersion(ifMatch, product)
    if (body.slug !== undefined) checkSlugFree(svc, body.slug, product.id)
    if (body.name !== undefined) product.name = body.name
    if (body.slug !== undefined) product.slug = body.slug
    if (body.summary !== undefined) product.summary = body.summary
    if (body.prompt !== undefined) product.prompt = body.prompt
    if (body.price !== undefined) product.price = body.price
    if (body.tool_ids !== undefined) product.tool_ids = [...body.tool_ids]
    if (body.knowledge_base_ids !== undefined) product.knowledge_base_ids = [...body.knowledge_base_ids]
    // A published MCP server is reached by its slug, so a new slug moves its URL.
    if (product.status === 'published' && product.kind === 'mcp_server') product.mcp_url = mcpUrlOf(svc, product.slug)
    return { body: touch(svc, product) }
  },

  publishProduct: ({ svc, params, ifMatch }) => {
    const product = productOf(svc, params.product_id)
    checkVersion(ifMatch, product)
    if (product.status === 'published') fail('invalid_state', `"${product.name}" is already published.`)
    const errors = publishBlockers(svc, product)
    if (errors.length)
      fail('publish_blocked', `"${product.name}" cannot be published yet: ${errors.map((e) => e.code).join(', ')}.`, {
        errors,
      })
    product.status = 'published'
    product.published_at = iso(svc.now())
    product.mcp_url = product.kind === 'mcp_server' ? mcpUrlOf(svc, product.slug) : null
    return { body: touch(svc, product) }
  },

  unpublishProduct: ({ svc, params, ifMatch }) => {
    const product = productOf(svc, params.product_id)
    checkVersion(ifMatch, product)
    if (product.status === 'draft')
      fail('invalid_state', `"${product.name}" is a draft; there is nothing to unpublish.`)
    product.status = 'draft'
    product.published_at = null
    product.mcp_url = null
    return { body: touch(svc, product) }
  },

  duplicateProduct: ({ svc, params, body }) => {
    const source = productOf(svc, params.product_id)
    const slug = body.slug ?? copySlug(svc, source.slug)
    checkSlugFree(svc, slug)
    return storeDraft(svc, { ...source, name: body.name ?? `${source.name} (copy)`, slug })
  },

  getProductManifest: ({ svc, params }) => ({ body: buildManifest(svc, productOf(svc, params.product_id)) }),
} satisfies Partial<HandlerTable>
