// What a request takes and what an answer gives back.
import type { z } from 'zod/mini'
import type { ApiConfig } from '../config'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  /** Query parameters; arrays repeat the parameter, undefined, null and '' are left out. */
  query?: object
  /** Sent as JSON. */
  body?: unknown
  /** Extra headers, such as `X-User-Token`. */
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * For POST: the key that makes a retry safe. Absent, one is generated per call,
   * so a caller that may resend the same submission should pass the same key.
   */
  idempotencyKey?: string
  /** `'auto'`: the newest ETag kept for the object the path names, if any; or an ETag as the server sent it. */
  ifMatch?: 'auto' | `"${string}"` | `W/"${string}"`
  /** Milliseconds an attempt may take, answer body included, before it fails as `timeout`. */
  timeoutMs?: number
}

export interface ApiResponse<T> {
  data: T
  status: number
  headers: Headers
  requestId: string | null
  /** The server answered with the stored result of an earlier request with the same Idempotency-Key. */
  replayed: boolean
  etag: string | null
}

export interface Target {
  url: URL
  /** Relative to the base, for the log and error messages. */
  path: string
  /** Send the key, log the call, track ETags and deprecations: everything but the mock's own controls. */
  api: boolean
}

/** What every attempt of one request shares. */
export interface Call {
  config: Readonly<ApiConfig>
  target: Target
  schema: z.ZodMiniType | null
  method: Method
  opts: RequestOptions
  headers: Record<string, string>
  bodyText: string | null
  /** Named in every ApiError of the call. */
  context: { method: Method; path: string }
  /** Demo mode: the fetch that reaches the in-browser mock (config.ts, whenReady). */
  viaMock: typeof fetch | undefined
}
