// Typed calls by operation id: method, path and schemas come from the contract's table.
import type { z } from 'zod/mini'
import { ROUTES, type OperationId, type Route } from '../contract'
import type { operationById } from '../contract/operations'
import { getConfig } from '../config'
import { messageOf, refused } from './failures'
import { send, targetOf } from './send'
import type { ApiResponse, RequestOptions } from './types'
import { fillPath } from './urls'

type Ops = typeof operationById
type ParamArgs<O> = O extends { params: infer P } ? { params: { [K in keyof P]: string } } : { params?: undefined }
type QueryArgs<O> = O extends { query: infer Q extends z.ZodMiniType } ? { query?: z.input<Q> } : { query?: undefined }
type BodyArgs<O> = O extends { body: infer B extends z.ZodMiniType }
  ? O extends { bodyOptional: true }
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: undefined }
export type OperationArgs<Id extends OperationId> = ParamArgs<Ops[Id]> &
  QueryArgs<Ops[Id]> &
  BodyArgs<Ops[Id]> &
  Omit<RequestOptions, 'query' | 'body'>
export type OperationData<Id extends OperationId> = (typeof ROUTES)[Id]['schema'] extends infer S extends z.ZodMiniType
  ? z.output<S>
  : undefined

interface LooseArgs extends Omit<RequestOptions, 'query' | 'body'> {
  params?: Record<string, string> | undefined
  query?: object | undefined
  body?: unknown
}

/** The typed overloads guarantee the shape; this only narrows for the shared implementation. */
function looseArgs(args: unknown): LooseArgs {
  if (!isLooseArgs(args)) throw new TypeError('Operation arguments must be an object')
  return args
}
const isLooseArgs = (args: unknown): args is LooseArgs => typeof args === 'object' && args !== null

function callLoose(id: OperationId, args: LooseArgs): Promise<ApiResponse<unknown>> {
  const op: Route = ROUTES[id]
  const { params, query, body, ...rest } = args
  let requestPath: string
  try {
    requestPath = fillPath(op.path, params ?? {})
  } catch (e) {
    throw refused(messageOf(e), op.method, op.path)
  }
  const config = getConfig()
  // The query is in the target's URL already.
  const opts: RequestOptions = body === undefined ? rest : { ...rest, body }
  return send(config, targetOf(config, op.method, requestPath, query), op.schema, op.method, opts)
}

/** Calls an operation of the contract by id; answers with status and headers. */
export function callApiWithMeta<Id extends OperationId>(
  id: Id,
  args: OperationArgs<Id>,
): Promise<ApiResponse<OperationData<Id>>>
export function callApiWithMeta(id: OperationId, args: unknown): Promise<ApiResponse<unknown>> {
  return callLoose(id, looseArgs(args))
}

/** Calls an operation of the contract by id; answers with the validated body. */
export function callApi<Id extends OperationId>(id: Id, args: OperationArgs<Id>): Promise<OperationData<Id>>
export async function callApi(id: OperationId, args: unknown): Promise<unknown> {
  return (await callLoose(id, looseArgs(args))).data
}
