// Seed of the webhooks (filled in by issue #2).
import type { ServiceCore } from '../service/core'

export function seedWebhooks(_svc: ServiceCore): void {}
