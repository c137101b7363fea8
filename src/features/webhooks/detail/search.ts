// The delivery log's URL: status and event filters (several of each) and the page cursor.
import { z } from 'zod/mini'
import {
  DELIVERY_STATUSES,
  EVENT_TYPES,
  deliveryId,
  type DeliveryListQuery,
  type EventType,
} from '../../../api/contract'

type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** One value or several; unknown values are dropped rather than breaking the page. */
function several<V extends string>(allowed: readonly V[]) {
  const isAllowed = (v: unknown): v is V => typeof v === 'string' && (allowed as readonly string[]).includes(v)
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((raw): V[] | undefined => {
        const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(isAllowed)
        return list.length ? [...new Set(list)] : undefined
      }),
    ),
  )
}

export const deliveriesSearch = z.object({
  status: several<DeliveryStatus>(DELIVERY_STATUSES),
  event: several<EventType>(EVENT_TYPES),
  after: z.catch(z.optional(deliveryId), undefined),
  before: z.catch(z.optional(deliveryId), undefined),
})
export type DeliveriesSearch = z.infer<typeof deliveriesSearch>

export const DELIVERY_PAGE_SIZE = 20

export function deliveryListQueryOf({ status, event, after, before }: DeliveriesSearch): DeliveryListQuery {
  return {
    limit: DELIVERY_PAGE_SIZE,
    ...(status?.length ? { status } : {}),
    ...(event?.length ? { event_type: event } : {}),
    ...(after ? { starting_after: after } : before ? { ending_before: before } : {}),
  }
}
