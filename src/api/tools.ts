// Tools: query keys, queries and mutations.
import { queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from './client'
import type { Product, Tool, ToolCreate, ToolListQuery, ToolUpdate } from './contract'
import { isApiError } from './errors'
import { productKeys, toolKeys } from './keys'
import { apiMutation, pagedQuery, type Idempotent } from './query'

export { toolKeys }

export const toolQueries = {
  list: (q: ToolListQuery = {}) =>
    queryOptions({ queryKey: toolKeys.list(q), queryFn: ({ signal }) => callApi('listTools', { query: q, signal }) }),
  infinite: (q: ToolListQuery = {}) =>
    pagedQuery(toolKeys.infinite(q), (cursor, signal) =>
      callApi('listTools', { query: { ...q, starting_after: cursor }, signal }),
    ),
  detail: (id: string) =>
    queryOptions({
      queryKey: toolKeys.detail(id),
      queryFn: ({ signal }) => callApi('getTool', { params: { tool_id: id }, signal }),
    }),
}

/** A tool's inputs and description appear in the manifests of the products that use it. */
const manifestsOf = (tool: Tool | undefined) => (tool ? tool.used_by.map((p) => productKeys.manifest(p.id)) : [])

export const toolMutations = {
  create: () =>
    apiMutation({
      key: [...toolKeys.all, 'create'],
      fn: ({ body, idempotencyKey }: Idempotent<ToolCreate>) => callApi('createTool', { body, idempotencyKey }),
      invalidates: () => [toolKeys.lists()],
      onSuccess: (tool, _body, client) => client.setQueryData(toolKeys.detail(tool.id), tool),
    }),
  update: () =>
    apiMutation({
      key: [...toolKeys.all, 'update'],
      fn: ({ id, body }: { id: string; body: ToolUpdate }) => callApi('updateTool', { params: { tool_id: id }, body }),
      invalidates: ({ id }, tool) => [toolKeys.detail(id), toolKeys.lists(), ...manifestsOf(tool)],
      onSuccess: (tool, _vars, client) => client.setQueryData(toolKeys.detail(tool.id), tool),
    }),
  /** Refused with 409 `tool_in_use` (and the products) while any product uses it. */
  remove: () =>
    apiMutation({
      key: [...toolKeys.all, 'delete'],
      fn: (id: string) => callApi('deleteTool', { params: { tool_id: id } }),
      invalidates: () => [toolKeys.lists()],
      onSuccess: (_data, id, client) => client.removeQueries({ queryKey: toolKeys.detail(id) }),
    }),
}

/** One product's answer to an attach: the updated product, or why it refused. */
export type AttachOutcome =
  | { product: Pick<Product, 'id' | 'name'>; ok: true; updated: Product }
  | { product: Pick<Product, 'id' | 'name'>; ok: false; error: unknown }

/**
 * Attaches a tool to each product in turn. Each PATCH sends the tool list of the
 * product as it was read, guarded by that read's version in If-Match, so a product
 * changed meanwhile refuses (412) rather than losing the other change. A refusal does
 * not stop the others: every product gets an outcome, for a summary of what worked.
 */
export async function attachToolToProducts(toolId: string, products: readonly Product[]): Promise<AttachOutcome[]> {
  const outcomes: AttachOutcome[] = []
  for (const p of products) {
    const product = { id: p.id, name: p.name }
    // Already there (another tab, an earlier try whose answer was lost): nothing to write.
    if (p.tool_ids.includes(toolId)) {
      outcomes.push({ product, ok: true, updated: p })
      continue
    }
    try {
      const updated = await callApi('updateProduct', {
        params: { product_id: p.id },
        body: { tool_ids: [...p.tool_ids, toolId] },
        ifMatch: `"${p.version}"`,
      })
      outcomes.push({ product, ok: true, updated })
    } catch (error) {
      if (!isApiError(error)) throw error
      outcomes.push({ product, ok: false, error })
    }
  }
  return outcomes
}

export const toolAttachMutation = () =>
  apiMutation({
    key: [...toolKeys.all, 'attach'],
    fn: ({ toolId, products }: { toolId: string; products: readonly Product[] }) =>
      attachToolToProducts(toolId, products),
    // Used-by lists, the products (lists, details, manifests) all change with an attach.
    invalidates: ({ toolId }) => [toolKeys.detail(toolId), toolKeys.lists(), productKeys.all],
    onSuccess: (outcomes, _vars, client) => {
      for (const o of outcomes) if (o.ok) client.setQueryData(productKeys.detail(o.updated.id), o.updated)
    },
  })

export const useCreateTool = () => useMutation(toolMutations.create())
export const useUpdateTool = () => useMutation(toolMutations.update())
export const useDeleteTool = () => useMutation(toolMutations.remove())
export const useAttachToolToProducts = () => useMutation(toolAttachMutation())
