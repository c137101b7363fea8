// Placeholder until the OpenAPI builder lands (issue #2).
export function buildOpenApiDocument(): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title: 'Agent Platform API', version: '1.0.0' }, paths: {} }
}
