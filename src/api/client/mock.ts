// The mock's own controls, beside the configured API.
import type { z } from 'zod/mini'
import { getConfig, resolveBaseUrl } from '../config'
import { refused } from './failures'
import { send } from './send'

/**
 * A call to the mock's `/_mock` controls beside the configured `/v1`: no key,
 * not logged. Only meaningful in demo mode or against `npm run mock:server`.
 */
export function requestMock<S extends z.ZodMiniType>(
  schema: S,
  method: 'GET' | 'POST',
  control: string,
  body?: unknown,
): Promise<z.output<S>>
export async function requestMock(
  schema: z.ZodMiniType,
  method: 'GET' | 'POST',
  control: string,
  body?: unknown,
): Promise<unknown> {
  const config = getConfig()
  const base = resolveBaseUrl(config.baseUrl)
  const root = `${base.origin}${base.pathname.replace(/\/v1\/?$/, '')}/_mock`
  const url = new URL(`${root}${control}`)
  if (url.origin !== base.origin || !`${url.pathname}/`.startsWith(`${new URL(root).pathname}/`))
    throw refused(`The control ${JSON.stringify(control)} escapes /_mock`, method, control)
  const res = await send(config, { url, path: control, api: false }, schema, method, body === undefined ? {} : { body })
  return res.data
}
