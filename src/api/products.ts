// Products: query keys, queries and mutations (optimistic for attach/detach only).
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query'
import { callApi } from './client'
import {
  LIMIT_MAX,
  type Product,
  type ProductCreate,
  type ProductDuplicate,
  type ProductListQuery,
  type ProductUpdate,
} from './contract'
import { etagStore } from './etags'
import { knowledgeBaseKeys, productKeys, toolKeys } from './keys'
import { apiMutation, pagedQuery, patchCached, type Idempotent, type Page } from './query'

export { productKeys }

/** Lists carry each product's version, so a later write can send If-Match without reading the detail first. */
const observeVersions = <P extends Page<Product>>(page: P): P => {
  for (const p of page.data) etagStore.observe(p.id, p.version)
  return page
}

const list = (q: ProductListQuery = {}) =>
  queryOptions({
    queryKey: productKeys.list(q),
    queryFn: async ({ signal }) => observeVersions(await callApi('listProducts', { query: q, signal })),
  })

export const productQueries = {
  list,
  /**
   * The products to name by id (filters, ledgers, runways): one page of the largest size, one
   * cache entry for every screen that names products.
   */
  names: () => list({ limit: LIMIT_MAX }),
  infinite: (q: ProductListQuery = {}) =>
    pagedQuery(productKeys.infinite(q), async (cursor, signal) =>
      observeVersions(await callApi('listProducts', { query: { ...q, starting_after: cursor }, signal })),
    ),
  detail: (id: string) =>
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) => callApi('getProduct', { params: { product_id: id }, signal }),
    }),
  manifest: (id: string) =>
    queryOptions({
      queryKey: productKeys.manifest(id),
      queryFn: ({ signal }) => callApi('getProductManifest', { params: { product_id: id }, signal }),
    }),
}

// The products by id, for screens that show product ids as names: every one reads the same
// cached list (productQueries.names), so a product reads the same everywhere. The select
// functions are module-level, so the maps are made once per answer rather than once per render.
const byId = (page: Page<Product>): ReadonlyMap<string, Product> => new Map(page.data.map((p) => [p.id, p]))
const namesById = (page: Page<Product>): ReadonlyMap<string, string> => new Map(page.data.map((p) => [p.id, p.name]))
const NONE = new Map<string, never>()

export function useProductsById(enabled = true): ReadonlyMap<string, Product> {
  return useQuery({ ...productQueries.names(), enabled, select: byId }).data ?? NONE
}

export function useProductNames(enabled = true): ReadonlyMap<string, string> {
  return useQuery({ ...productQueries.names(), enabled, select: namesById }).data ?? NONE
}

/** Attaching changes the tools' `used_by` and the knowledge bases' `product_ids` too. */
const relatedKeys = (body: { tool_ids?: unknown; knowledge_base_ids?: unknown }) => [
  ...(body.tool_ids !== undefined ? [toolKeys.all] : []),
  ...(body.knowledge_base_ids !== undefined ? [knowledgeBaseKeys.all] : []),
]

const optimisticProduct = (id: string, fn: (p: Product) => Product) => (client: QueryClient) =>
  patchCached<Product>(client, [productKeys.detail(id), productKeys.lists()], id, fn)

export type AttachmentsUpdate = { id: string } & Pick<ProductUpdate, 'tool_ids' | 'knowledge_base_ids'>

/**
 * Publishing and unpublishing are not optimistic: the API may refuse with publish_blocked, and a
 * header that flashes "Published" before rolling back would tell the user it went live. The caller
 * shows a busy state.
 */
const statusChange = (operation: 'publishProduct' | 'unpublishProduct', name: string) =>
  apiMutation({
    key: [...productKeys.all, name],
    fn: (id: string) => callApi(operation, { params: { product_id: id }, ifMatch: 'auto' }),
    invalidates: (id) => [productKeys.detail(id), productKeys.lists()],
    onSuccess: (product: Product, _id, client) => client.setQueryData(productKeys.detail(product.id), product),
  })

export const productMutations = {
  create: () =>
    apiMutation({
      key: [...productKeys.all, 'create'],
      fn: ({ body, idempotencyKey }: Idempotent<ProductCreate>) => callApi('createProduct', { body, idempotencyKey }),
      invalidates: ({ body }) => [productKeys.lists(), ...relatedKeys(body)],
      onSuccess: (product, _body, client) => client.setQueryData(productKeys.detail(product.id), product),
    }),
  update: () =>
    apiMutation({
      key: [...productKeys.all, 'update'],
      fn: ({ id, body }: { id: string; body: ProductUpdate }) =>
        callApi('updateProduct', { params: { product_id: id }, body, ifMatch: 'auto' }),
      invalidates: ({ id, body }) => [productKeys.detail(id), productKeys.lists(), ...relatedKeys(body)],
      onSuccess: (product, _vars, client) => client.setQueryData(productKeys.detail(product.id), product),
    }),
  /** Attach or detach: the whole new id list is sent, shown at once and undone if refused (412 included). */
  setAttachments: () =>
    apiMutation({
      key: [...productKeys.all, 'attachments'],
      fn: ({ id, ...body }: AttachmentsUpdate) =>
        callApi('updateProduct', { params: { product_id: id }, body, ifMatch: 'auto' }),
      optimistic: ({ id, ...body }, client) => optimisticProduct(id, (p) => ({ ...p, ...body }))(client),
      invalidates: ({ id, ...body }) => [productKeys.detail(id), productKeys.lists(), ...relatedKeys(body)],
      onSuccess: (product, _vars, client) => client.setQueryData(productKeys.detail(product.id), product),
    }),
  publish: () => statusChange('publishProduct', 'publish'),
  unpublish: () => statusChange('unpublishProduct', 'unpublish'),
  duplicate: () =>
    apiMutation({
      key: [...productKeys.all, 'duplicate'],
      fn: ({ id, body, idempotencyKey }: Idempotent<ProductDuplicate> & { id: string }) =>
        callApi('duplicateProduct', { params: { product_id: id }, body, idempotencyKey }),
      // The copy uses the same tools and knowledge bases.
      invalidates: () => [productKeys.lists(), toolKeys.all, knowledgeBaseKeys.all],
      onSuccess: (product, _vars, client) => client.setQueryData(productKeys.detail(product.id), product),
    }),
}

export const useCreateProduct = () => useMutation(productMutations.create())
export const useUpdateProduct = () => useMutation(productMutations.update())
export const useSetProductAttachments = () => useMutation(productMutations.setAttachments())
export const usePublishProduct = () => useMutation(productMutations.publish())
export const useUnpublishProduct = () => useMutation(productMutations.unpublish())
export const useDuplicateProduct = () => useMutation(productMutations.duplicate())
