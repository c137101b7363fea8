import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { RequestLogPage } from '../features/api-reference/request-log-page'

const logSearch = z.object({
  status: z.catch(z._default(z.enum(['all', 'errors']), 'all'), 'all'),
  q: z.catch(z._default(z.string().check(z.maxLength(200)), ''), ''),
})

export const Route = createFileRoute('/api/log')({
  validateSearch: logSearch,
  head: () => ({ meta: [{ title: t`Request log · Agent Console` }] }),
  component: RequestLogPage,
})
