// Tools: query keys, queries and mutations.
import { queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from './client'
import type { Tool, ToolCreate, ToolListQuery, ToolUpdate } from './contract'
import { productKeys, toolKeys } from './keys'
import { apiMutation, idempotencyKeyFor, pagedQuery } from './query'

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
      fn: (body: ToolCreate) => callApi('createTool', { body, idempotencyKey: idempotencyKeyFor(body) }),
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

export const useCreateTool = () => useMutation(toolMutations.create())
export const useUpdateTool = () => useMutation(toolMutations.update())
export const useDeleteTool = () => useMutation(toolMutations.remove())
