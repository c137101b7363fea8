// Placeholder until the webhook engine lands (issue #2): events are dropped.
import type { WebhookEvent } from '../../../src/api/contract'
import type { ServiceCore } from '../core'

export function dispatchEvent(_svc: ServiceCore, _event: WebhookEvent): void {}
