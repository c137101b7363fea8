// Webhooks: query keys, queries and mutations for endpoints and their delivery log.
import { queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from './client'
import { LIMIT_MAX } from './contract'
import type {
  Delivery,
  DeliveryListQuery,
  WebhookCreate,
  WebhookEndpoint,
  WebhookListQuery,
  WebhookUpdate,
  webhookRecover,
  webhookTest,
} from './contract'
import type { z } from 'zod/mini'
import { webhookKeys } from './keys'
import { apiMutation, type Idempotent } from './query'

export { webhookKeys }

/** The daily chart reads at most this many pages of a hundred deliveries. */
export const RECENT_MAX_PAGES = 5
/** The disabled-endpoints banner reads at most this many pages of a hundred. */
export const DISABLED_MAX_PAGES = 10

export const webhookQueries = {
  list: (q: WebhookListQuery = {}) =>
    queryOptions({
      queryKey: webhookKeys.list(q),
      queryFn: ({ signal }) => callApi('listWebhooks', { query: q, signal }),
    }),
  /**
   * Every disabled endpoint, a hundred a page, at most `maxPages` pages (the list has
   * no total): what the list's banner counts. `complete` is false when the cap cut it short.
   */
  allDisabled: (maxPages = DISABLED_MAX_PAGES) =>
    queryOptions({
      queryKey: [...webhookKeys.lists(), 'all-disabled', maxPages] as const,
      queryFn: async ({ signal }): Promise<{ endpoints: WebhookEndpoint[]; complete: boolean }> => {
        const endpoints: WebhookEndpoint[] = []
        let cursor: string | undefined
        for (let page = 1; ; page++) {
          const res = await callApi('listWebhooks', {
            query: { status: 'disabled', limit: LIMIT_MAX, ...(cursor ? { starting_after: cursor } : {}) },
            signal,
          })
          endpoints.push(...res.data)
          const last = res.data.at(-1)
          if (!res.has_more || !last) return { endpoints, complete: true }
          if (page >= maxPages) return { endpoints, complete: false }
          cursor = last.id
        }
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: webhookKeys.detail(id),
      queryFn: ({ signal }) => callApi('getWebhook', { params: { webhook_id: id }, signal }),
    }),
  deliveries: (id: string, q: DeliveryListQuery = {}) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(id).list(q),
      queryFn: ({ signal }) => callApi('listDeliveries', { params: { webhook_id: id }, query: q, signal }),
    }),
  /**
   * Every delivery created since `since` (newest first, a hundred a page, at most
   * `maxPages` pages), optionally only those of some statuses: what the daily success
   * chart counts, and what a recovery would send again. `complete` is false when
   * the cap cut it short.
   */
  recentDeliveries: (id: string, since: string, maxPages = RECENT_MAX_PAGES, status?: DeliveryListQuery['status']) =>
    queryOptions({
      queryKey: [...webhookKeys.deliveries(id).all, 'since', since, maxPages, status ?? null] as const,
      queryFn: async ({ signal }): Promise<{ deliveries: Delivery[]; complete: boolean }> => {
        const deliveries: Delivery[] = []
        let cursor: string | undefined
        for (let page = 1; ; page++) {
          const res = await callApi('listDeliveries', {
            params: { webhook_id: id },
            query: { limit: LIMIT_MAX, ...(status ? { status } : {}), ...(cursor ? { starting_after: cursor } : {}) },
            signal,
          })
          for (const d of res.data) {
            if (Date.parse(d.created_at) < Date.parse(since)) return { deliveries, complete: true }
            deliveries.push(d)
          }
          const last = res.data.at(-1)
          if (!res.has_more || !last) return { deliveries, complete: true }
          if (page >= maxPages) return { deliveries, complete: false }
          cursor = last.id
        }
      },
    }),
  delivery: (id: string, deliveryId: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(id).detail(deliveryId),
      queryFn: ({ signal }) => callApi('getDelivery', { params: { webhook_id: id, delivery_id: deliveryId }, signal }),
    }),
}

type EndpointAction = 'disableWebhook' | 'reactivateWebhook'

/** Disable and reactivate answer the endpoint, so the cache takes the answer as is. */
const endpointAction = (action: EndpointAction, name: string) =>
  apiMutation({
    key: [...webhookKeys.all, name],
    fn: (id: string) => callApi(action, { params: { webhook_id: id } }),
    invalidates: (id) => [webhookKeys.detail(id), webhookKeys.lists()],
    onSuccess: (endpoint: WebhookEndpoint, id, client) => client.setQueryData(webhookKeys.detail(id), endpoint),
  })

/** What a new delivery makes stale: the endpoint's log and its stats. */
const deliveryKeys = (id: string) => [webhookKeys.detail(id), webhookKeys.lists()]

export const webhookMutations = {
  /** The answer carries the signing secret: the only time it is shown. It is not put in the cache. */
  create: () =>
    apiMutation({
      key: [...webhookKeys.all, 'create'],
      fn: ({ body, idempotencyKey }: Idempotent<WebhookCreate>) => callApi('createWebhook', { body, idempotencyKey }),
      invalidates: () => [webhookKeys.lists()],
    }),
  update: () =>
    apiMutation({
      key: [...webhookKeys.all, 'update'],
      fn: ({ id, body }: { id: string; body: WebhookUpdate }) =>
        callApi('updateWebhook', { params: { webhook_id: id }, body }),
      invalidates: ({ id }) => [webhookKeys.detail(id), webhookKeys.lists()],
      onSuccess: (endpoint, { id }, client) => client.setQueryData(webhookKeys.detail(id), endpoint),
    }),
  remove: () =>
    apiMutation({
      key: [...webhookKeys.all, 'delete'],
      fn: (id: string) => callApi('deleteWebhook', { params: { webhook_id: id } }),
      invalidates: () => [webhookKeys.lists()],
      onSuccess: (_data, id, client) => client.removeQueries({ queryKey: webhookKeys.detail(id) }),
    }),
  disable: () => endpointAction('disableWebhook', 'disable'),
  reactivate: () => endpointAction('reactivateWebhook', 'reactivate'),
  sendTest: () =>
    apiMutation({
      key: [...webhookKeys.all, 'test'],
      fn: ({ id, body }: { id: string; body: z.input<typeof webhookTest> }) =>
        callApi('testWebhook', { params: { webhook_id: id }, body }),
      invalidates: ({ id }) => deliveryKeys(id),
    }),
  /** The new secret is in the answer once; the cached endpoint only learns the overlap's end. */
  rotateSecret: () =>
    apiMutation({
      key: [...webhookKeys.all, 'rotate-secret'],
      fn: (id: string) => callApi('rotateWebhookSecret', { params: { webhook_id: id } }),
      invalidates: (id) => [webhookKeys.detail(id)],
    }),
  recover: () =>
    apiMutation({
      key: [...webhookKeys.all, 'recover'],
      fn: ({ id, body }: { id: string; body: z.input<typeof webhookRecover> }) =>
        callApi('recoverWebhook', { params: { webhook_id: id }, body }),
      invalidates: ({ id }) => deliveryKeys(id),
    }),
  resend: () =>
    apiMutation({
      key: [...webhookKeys.all, 'resend'],
      fn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        callApi('resendDelivery', { params: { webhook_id: id, delivery_id: deliveryId } }),
      onSuccess: (delivery, { id }, client) =>
        client.setQueryData(webhookKeys.deliveries(id).detail(delivery.id), delivery),
      invalidates: ({ id }) => deliveryKeys(id),
    }),
}

export const useCreateWebhook = () => useMutation(webhookMutations.create())
export const useUpdateWebhook = () => useMutation(webhookMutations.update())
export const useDeleteWebhook = () => useMutation(webhookMutations.remove())
export const useDisableWebhook = () => useMutation(webhookMutations.disable())
export const useReactivateWebhook = () => useMutation(webhookMutations.reactivate())
export const useSendTestEvent = () => useMutation(webhookMutations.sendTest())
export const useRotateWebhookSecret = () => useMutation(webhookMutations.rotateSecret())
export const useRecoverWebhook = () => useMutation(webhookMutations.recover())
export const useResendDelivery = () => useMutation(webhookMutations.resend())
