import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RequestLogPage } from '../features/api-reference/request-log-page'

const logSearch = z.object({
  status: z.enum(['all', 'errors']).default('all').catch('all'),
  q: z.string().max(200).default('').catch(''),
})

export const Route = createFileRoute('/api/log')({
  validateSearch: logSearch,
  head: () => ({ meta: [{ title: 'Request log · Agent Console' }] }),
  component: RequestLogPage,
})
