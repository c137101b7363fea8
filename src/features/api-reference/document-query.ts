// The reference's query: the OpenAPI document and its parser load as their own chunk, only when /api opens.
import { queryOptions } from '@tanstack/react-query'

export const apiDocumentQuery = () =>
  queryOptions({
    queryKey: ['api-reference', 'document'] as const,
    queryFn: async () => (await import('./document')).apiDocument,
    // The document is part of the build; it never changes while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
