import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { Capabilities } from './capabilities'
import { configure, DEMO_BASE_URL, getConfig, type ApiMode } from '../api/config'
import { createService } from '../../mocks/service'
import { ApiError } from '../api/errors'
import {
  checkingReason,
  readOnlyReason,
  getApiAccess,
  lockedReason,
  capabilityQueries,
  followConfig,
  onUnauthorized,
  prefetchForWorkspace,
  reportApiError,
  reportApiSuccess,
  writePermission,
} from './capabilities'
import { DEMO_KEYS } from './demo'

const caps = (c: Partial<Capabilities>) =>
  ({ status: 'success', data: { scope: 'write', locked: false, lockedProduct: null, ...c } }) as const

describe('writePermission', () => {
  it('holds writes back while the probes run', () => {
    expect(writePermission({ status: 'pending', data: undefined })).toEqual({
      allowed: false,
      reason: checkingReason(),
    })
  })

  it('refuses every write to a read key, with the reason', () => {
    expect(writePermission(caps({ scope: 'read' }))).toEqual({ allowed: false, reason: readOnlyReason() })
  })

  it('lets a locked write key change its product, not the workspace', () => {
    const locked = caps({ locked: true })
    expect(writePermission(locked)).toEqual({ allowed: true, reason: null })
    expect(writePermission(locked, { workspace: true })).toEqual({ allowed: false, reason: lockedReason(null) })
  })

  it('leaves the decision to the API when the probes failed', () => {
    expect(writePermission({ status: 'error', data: undefined })).toEqual({ allowed: true, reason: null })
  })
})

describe('app-wide answers', () => {
  const error = (status: number, code: ApiError['code']) => new ApiError({ status, code, title: code })

  it('flips into the trial-ended state on a 402 and out on the next success', () => {
    reportApiError(error(404, 'not_found'))
    expect(getApiAccess().kind).toBe('ok')
    reportApiError(error(402, 'trial_expired'))
    expect(getApiAccess()).toMatchObject({ kind: 'trial_ended', error: { code: 'trial_expired' } })
    reportApiSuccess()
    expect(getApiAccess().kind).toBe('ok')
  })

  it('tells the router about a 401 with its code', () => {
    const reasons: string[] = []
    const stop = onUnauthorized((r) => reasons.push(r))
    reportApiError(error(401, 'invalid_api_key'))
    reportApiError(error(403, 'insufficient_scope'))
    reportApiError(new TypeError('not from the API'))
    stop()
    reportApiError(error(401, 'missing_api_key'))
    expect(reasons).toEqual(['invalid_api_key'])
  })
})

describe('prefetchForWorkspace', () => {
  /** A client whose probe answered with `answer`, or has not answered yet. */
  const clientWith = (answer?: Partial<Capabilities>) => {
    const client = new QueryClient()
    if (answer) client.setQueryData(capabilityQueries.probe(getConfig()).queryKey, { ...caps(answer).data })
    return client
  }

  it('prefetches for a key that is not product-locked', () => {
    const prefetch = vi.fn()
    prefetchForWorkspace(clientWith({}), prefetch)
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('never asks for a key known to be product-locked', () => {
    const prefetch = vi.fn()
    prefetchForWorkspace(clientWith({ locked: true }), prefetch)
    expect(prefetch).not.toHaveBeenCalled()
  })

  /** A client whose probe is under way, and how to answer it. */
  const probing = () => {
    const client = clientWith()
    let settle: { resolve: (c: Capabilities) => void; reject: (e: Error) => void } | undefined
    const answer = new Promise<Capabilities>((resolve, reject) => (settle = { resolve, reject }))
    void client
      .fetchQuery({ queryKey: capabilityQueries.probe(getConfig()).queryKey, queryFn: () => answer, retry: false })
      .catch(() => undefined)
    return { client, settle: settle! }
  }

  it('waits for rights not yet known, so a locked key’s cold deep link makes no refused request', async () => {
    const unlocked = probing()
    const prefetch = vi.fn()
    prefetchForWorkspace(unlocked.client, prefetch)
    expect(prefetch).not.toHaveBeenCalled()
    unlocked.settle.resolve(caps({}).data)
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce())

    const locked = probing()
    const never = vi.fn()
    prefetchForWorkspace(locked.client, never)
    locked.settle.resolve(caps({ locked: true }).data)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(never).not.toHaveBeenCalled()
  })

  it('leaves the API to decide when the rights could not be learned', async () => {
    const failed = probing()
    const prefetch = vi.fn()
    prefetchForWorkspace(failed.client, prefetch)
    failed.settle.reject(new Error('network'))
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce())
  })
})

describe('prefetchForWorkspace with a demo key', () => {
  const withKey = (mode: ApiMode, apiKey: string) => {
    const before = getConfig()
    configure(
      mode === 'demo'
        ? { mode, baseUrl: DEMO_BASE_URL, apiKey }
        : { mode, baseUrl: 'https://api.example.com/v1', apiKey },
    )
    return () => configure(before)
  }

  it('asks at once for an unlocked demo key, before any answer said so', () => {
    for (const key of ['ak_test_write', 'ak_test_read']) {
      const restore = withKey('demo', key)
      const prefetch = vi.fn()
      prefetchForWorkspace(new QueryClient(), prefetch)
      restore()
      expect(prefetch, key).toHaveBeenCalledOnce()
    }
  })

  it('still waits for a locked demo key, and for the same key against a remote API', async () => {
    for (const [mode, key] of [
      ['demo', 'ak_test_locked'],
      ['demo', 'ak_test_locked_read'],
      ['remote', 'ak_test_write'],
    ] as const) {
      const restore = withKey(mode, key)
      const client = new QueryClient()
      // The probe never answers here: nothing may be asked before it does.
      void client
        .fetchQuery({
          queryKey: capabilityQueries.probe(getConfig()).queryKey,
          queryFn: () => new Promise<never>(() => {}),
        })
        .catch(() => undefined)
      const prefetch = vi.fn()
      prefetchForWorkspace(client, prefetch)
      restore()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(prefetch, `${mode} ${key}`).not.toHaveBeenCalled()
    }
  })
})

describe('the demo keys the app knows', () => {
  it('have the scope and product lock the mock gives them', () => {
    const svc = createService()
    for (const known of DEMO_KEYS) {
      const issued = svc.store.apiKeys.get(known.key)
      const product = issued?.product_id ? svc.store.products.get(issued.product_id) : null
      expect({ scope: issued?.scope, productSlug: product?.slug ?? null }, known.key).toEqual({
        scope: known.scope,
        productSlug: known.productSlug,
      })
    }
  })
})

describe('followConfig', () => {
  it('asks the shell’s data again once per switch of connection, not when a test puts the old one back', async () => {
    const before = getConfig()
    const client = new QueryClient()
    const onSwitch = vi.fn()
    const other = before.apiKey === 'ak_test_read' ? 'ak_test_write' : 'ak_test_read'
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
    const stop = followConfig(client, onSwitch)
    try {
      // A connection test: a candidate set and the old configuration put back in the same turn.
      configure({ apiKey: other })
      configure(before)
      await settled()
      expect(onSwitch).not.toHaveBeenCalled()
      configure({ apiKey: other })
      await settled()
      expect(onSwitch).toHaveBeenCalledTimes(1)
      expect(onSwitch).toHaveBeenCalledWith(client)
    } finally {
      stop()
      configure(before)
      client.clear()
    }
  })
})
