// Seed of the catalog (filled in by issue #2).
import type { ServiceCore } from '../service/core'

export function seedCatalog(_svc: ServiceCore): void {}
