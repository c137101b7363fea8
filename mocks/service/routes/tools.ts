// Handlers of the tools operations: the workspace tool library, with `used_by` computed from products.
import type { FieldError, ToolUpdate } from '../../../src/api/contract'
import { iso } from '../clock'
import type { HandlerTable, ServiceCore } from '../core'
import { matchesQuery, newestFirst, toolView } from '../domain/catalog'
import { paginate } from '../pagination'
import { fail, notFound } from '../problems'
import type { StoredTool } from '../store'

function toolOf(svc: ServiceCore, id: string): StoredTool {
  return svc.store.tools.get(id) ?? notFound()
}

/** The settings field each kind owns; the others are refused for it. */
const KIND_FIELDS = { llm: 'instructions', http: 'http', static: 'content' } as const satisfies Record<
  StoredTool['kind'],
  keyof ToolUpdate
>

export const toolsHandlers = {
  listTools: ({ svc, query, url }) => {
    const { kind, q } = query
    const items = newestFirst(
      [...svc.store.tools.values()].filter((t) => (!kind || t.kind === kind) && matchesQuery(q, t.name, t.description)),
    )
    const page = paginate(items, query, url)
    return { body: { ...page.body, data: page.body.data.map((t) => toolView(svc, t)) }, headers: page.headers }
  },

  createTool: ({ svc, body }) => {
    const now = iso(svc.now())
    const base = { id: svc.newId('tool'), created_at: now, updated_at: now }
    const tool: StoredTool =
      body.kind === 'llm'
        ? {
            ...base,
            kind: 'llm',
            name: body.name,
            description: body.description,
            inputs: body.inputs,
            instructions: body.instructions,
          }
        : body.kind === 'http'
          ? {
              ...base,
              kind: 'http',
              name: body.name,
              description: body.description,
              inputs: body.inputs,
              http: body.http,
            }
          : {
              ...base,
              kind: 'static',
              name: body.name,
              description: body.description,
              inputs: body.inputs,
              content: body.content,
            }
    svc.store.tools.set(tool.id, tool)
    return { status: 201, body: toolView(svc, tool) }
  },

  getTool: ({ svc, params }) => ({ body: toolView(svc, toolOf(svc, params.tool_id)) }),

  updateTool: ({ svc, params, body }) => {
    const tool = toolOf(svc, params.tool_id)
    const errors: FieldError[] = []
    for (const [kind, field] of Object.entries(KIND_FIELDS))
      if (kind !== tool.kind && body[field] !== undefined)
        errors.push({
          pointer: `#/${field}`,
          code: 'not_allowed_for_kind',
          detail: `only ${kind} tools have ${field}; this is a ${tool.kind} tool`,
        })
    if (errors.length) fail('validation_failed', `A ${tool.kind} tool does not take these fields.`, { errors })
    if (body.name !== undefined) tool.name = body.name
    if (body.description !== undefined) tool.description = body.description
    if (body.inputs !== undefined) tool.inputs = body.inputs
    if (tool.kind === 'llm' && body.instructions !== undefined) tool.instructions = body.instructions
    if (tool.kind === 'http' && body.http !== undefined) tool.http = body.http
    if (tool.kind === 'static' && body.content !== undefined) tool.content = body.content
    tool.updated_at = iso(svc.now())
    return { body: toolView(svc, tool) }
  },

  deleteTool: ({ svc, params }) => {
    const tool = toolView(svc, toolOf(svc, params.tool_id))
    if (tool.used_by.length)
      fail(
        'tool_in_use',
        `"${tool.name}" is attached to ${tool.used_by.map((p) => `"${p.name}"`).join(', ')}. Detach it from every product first.`,
        {
          products: tool.used_by,
        },
      )
    svc.store.tools.delete(tool.id)
    return { status: 204 }
  },
} satisfies Partial<HandlerTable>
