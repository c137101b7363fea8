// Requests by method and path, with a schema for the answer.
import type { z } from 'zod/mini'
import { getConfig } from '../config'
import { send, targetOf } from './send'
import type { ApiResponse, Method, RequestOptions } from './types'

/** A request with the answer's status and headers; `schema: null` for answers without a body. */
export function requestWithMeta<S extends z.ZodMiniType>(
  schema: S,
  method: Method,
  requestPath: string,
  opts?: RequestOptions,
): Promise<ApiResponse<z.output<S>>>
export function requestWithMeta(
  schema: null,
  method: Method,
  requestPath: string,
  opts?: RequestOptions,
): Promise<ApiResponse<undefined>>
export async function requestWithMeta(
  schema: z.ZodMiniType | null,
  method: Method,
  requestPath: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<unknown>> {
  const config = getConfig()
  return send(config, targetOf(config, method, requestPath, opts.query), schema, method, opts)
}

/** The validated body of an answer, or an ApiError. */
export function request<S extends z.ZodMiniType>(
  schema: S,
  method: Method,
  requestPath: string,
  opts?: RequestOptions,
): Promise<z.output<S>>
export function request(schema: null, method: Method, requestPath: string, opts?: RequestOptions): Promise<undefined>
export async function request(
  schema: z.ZodMiniType | null,
  method: Method,
  requestPath: string,
  opts: RequestOptions = {},
): Promise<unknown> {
  const config = getConfig()
  return (await send(config, targetOf(config, method, requestPath, opts.query), schema, method, opts)).data
}
