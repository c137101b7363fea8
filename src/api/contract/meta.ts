// zod/mini has no `.meta()`; this is classic's: the metadata goes on a copy, so a shared schema
// (an id, a timestamp) is never annotated everywhere it is used. `z.meta()` as a check is no
// substitute: the check travels with the schema into `z.extend` and every later `.check()`, so
// an object's `id` would be registered again on each derived schema.
import { z } from 'zod/mini'

export const withMeta = <T extends z.ZodMiniType>(schema: T, meta: z.core.GlobalMeta): T => {
  const copy = schema.clone()
  z.globalRegistry.add(copy, meta)
  return copy
}
