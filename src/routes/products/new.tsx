import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { productKind } from '../../api/contract'
import { CreateProductPage } from '../../features/products/create/create-product-page'

const newProductSearch = z.object({
  /** Preselects the kind, e.g. from the command palette's "New MCP server". */
  kind: z.catch(z.optional(productKind), undefined),
})

export const Route = createFileRoute('/products/new')({
  validateSearch: newProductSearch,
  head: () => ({ meta: [{ title: t`New product · Agent Console` }] }),
  component: CreateProductPage,
})
