// Handlers of the webhooks operations: endpoints, their secrets and health, and the delivery log.
import { webhookUrlProblem } from '../../../src/api/contract/webhook-url'
import { iso } from '../clock'
import type { HandlerTable, ServiceCore } from '../core'
import {
  createWebhook,
  deliver,
  disable,
  liveEngine,
  reactivate,
  recover,
  removeWebhook,
  resend,
  rotateSecret,
} from '../domain/deliveries'
import { matchesQuery } from '../domain/catalog'
import { sampleEvent } from '../domain/webhook-events'
import { toDeliveryView, toWebhookView } from '../domain/webhook-views'
import { paginate } from '../pagination'
import { fail, fieldFail, notFound } from '../problems'
import type { StoredDelivery, StoredWebhook } from '../store'

function webhookOf(svc: ServiceCore, id: string): StoredWebhook {
  return svc.store.webhooks.get(id) ?? notFound()
}

function deliveryOf(svc: ServiceCore, webhookId: string, id: string): StoredDelivery {
  const d = svc.store.deliveriesById.get(id)
  return d && d.webhook_id === webhookId ? d : notFound()
}

function checkUrl(url: string): void {
  const problem = webhookUrlProblem(url)
  if (problem) fieldFail('#/url', 'url_not_allowed', `The URL ${problem}.`)
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

const mustBeActive = (wh: StoredWebhook, action: string) => {
  if (wh.status !== 'active')
    fail(
      'invalid_state',
      `This endpoint is disabled (${wh.disabled_reason ?? 'manual'}); reactivate it before you ${action}.`,
    )
}

/** Newest `created_at` first; endpoints created in the same millisecond, last registered first. */
const newestFirst = (list: StoredWebhook[]) =>
  list.reverse().sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))

export const webhooksHandlers = {
  listWebhooks: ({ svc, query, url }) => {
    const items = newestFirst(
      [...svc.store.webhooks.values()].filter(
        (w) => (!query.status || w.status === query.status) && matchesQuery(query.q, w.description, hostOf(w.url)),
      ),
    )
    const page = paginate(items, query, url)
    return { body: { ...page.body, data: page.body.data.map((w) => toWebhookView(svc, w)) }, headers: page.headers }
  },

  createWebhook: ({ svc, body }) => {
    checkUrl(body.url)
    const { webhook, secret } = createWebhook(liveEngine(svc), body)
    return { status: 201, body: { ...toWebhookView(svc, webhook), secret } }
  },

  getWebhook: ({ svc, params }) => ({ body: toWebhookView(svc, webhookOf(svc, params.webhook_id)) }),

  updateWebhook: ({ svc, params, body }) => {
    const wh = webhookOf(svc, params.webhook_id)
    if (body.url !== undefined) {
      checkUrl(body.url)
      wh.url = body.url
    }
    if (body.events !== undefined) wh.events = body.events
    if (body.description !== undefined) wh.description = body.description
    wh.updated_at = iso(svc.now())
    return { body: toWebhookView(svc, wh) }
  },

  deleteWebhook: ({ svc, params }) => {
    removeWebhook(liveEngine(svc), webhookOf(svc, params.webhook_id))
    return { status: 204 }
  },

  disableWebhook: ({ svc, params }) => {
    const wh = webhookOf(svc, params.webhook_id)
    disable(liveEngine(svc), wh, 'manual')
    return { body: toWebhookView(svc, wh) }
  },

  reactivateWebhook: ({ svc, params }) => {
    const wh = webhookOf(svc, params.webhook_id)
    reactivate(liveEngine(svc), wh)
    return { body: toWebhookView(svc, wh) }
  },

  testWebhook: async ({ svc, params, body }) => {
    const wh = webhookOf(svc, params.webhook_id)
    mustBeActive(wh, 'send a test event')
    const en = liveEngine(svc)
    // Sent to this endpoint only, whatever it subscribes to; the answer shows the first attempt.
    const { delivery, sent } = deliver(en, wh, sampleEvent(svc, body.event_type, svc.now()))
    await sent
    return { body: toDeliveryView(delivery) }
  },

  rotateWebhookSecret: ({ svc, params }) => {
    const wh = webhookOf(svc, params.webhook_id)
    const secret = rotateSecret(liveEngine(svc), wh)
    return { body: { ...toWebhookView(svc, wh), secret } }
  },

  recoverWebhook: ({ svc, params, body }) => {
    const wh = webhookOf(svc, params.webhook_id)
    mustBeActive(wh, 'recover deliveries')
    const ids = recover(liveEngine(svc), wh, Date.parse(body.since))
    return { body: { recovered: ids.length, delivery_ids: ids } }
  },

  listDeliveries: ({ svc, params, query, url }) => {
    webhookOf(svc, params.webhook_id)
    const status = query.status && new Set<string>(query.status)
    const types = query.event_type && new Set<string>(query.event_type)
    const items = (svc.store.deliveries.get(params.webhook_id) ?? []).filter(
      (d) => (!status || status.has(d.status)) && (!types || types.has(d.event_type)),
    )
    const page = paginate(items, query, url)
    return { body: { ...page.body, data: page.body.data.map(toDeliveryView) }, headers: page.headers }
  },

  getDelivery: ({ svc, params }) => ({ body: toDeliveryView(deliveryOf(svc, params.webhook_id, params.delivery_id)) }),

  resendDelivery: async ({ svc, params }) => {
    const wh = webhookOf(svc, params.webhook_id)
    const d = deliveryOf(svc, params.webhook_id, params.delivery_id)
    mustBeActive(wh, 'resend a delivery')
    await resend(liveEngine(svc), d)
    return { body: toDeliveryView(d) }
  },
} satisfies Partial<HandlerTable>
