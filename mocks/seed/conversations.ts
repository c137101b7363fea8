// Seed of the conversations (filled in by issue #2).
import type { ServiceCore } from '../service/core'

export function seedConversations(_svc: ServiceCore): void {}
