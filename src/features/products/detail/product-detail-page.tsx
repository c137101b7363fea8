// /products/$productId: one product, its edit form, attachments, pre-publish checklist,
// activity and (for MCP servers) connection details; guarded against losing edits.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { FieldError, Product } from '../../../api/contract'
import { productQueries } from '../../../api/products'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { DetailQuery, MissingId } from '../../../components/ui/detail-query'
import { Breadcrumb, crumbLinkClass } from '../../../components/ui/breadcrumb'
import { useCanWrite, useCapabilities } from '../../../app/capabilities'
import { DuplicateProductButton } from '../duplicate'
import { RecentConversations, Spend } from './activity'
import { KnowledgeBasesSection, ToolsSection } from './attachments'
import { Checklist } from './checklist'
import { apiChecks, publishChecks, useAttachedKnowledgeBases } from './checks'
import { EditForm } from './edit-form'
import { ProductHeader } from './header'
import { McpPanel } from './mcp-panel'
import { useProductForm } from './use-product-form'
import { fieldLabel } from './form-state'
import { DetailPending } from '../../../components/ui/detail-pending'
import { recallListSearch } from '../../../components/list-page/list-return'
import { productsSearch } from '../list/search'
import { formatList } from '../../../lib/format'

const route = getRouteApi('/products/$productId')

/** Back to the list as it was last filtered in this tab. */
const trail = () => [
  <Link key="list" to="/products" search={recallListSearch('/products', productsSearch)} className={crumbLinkClass}>
    <Trans>Products</Trans>
  </Link>,
]

/** Also the route's pending screen, while its loader reads the product. */
export function DetailSkeleton() {
  const { t } = useLingui()
  return <DetailPending label={t`Loading the product…`} main={['h-96', 'h-40']} side={['h-48', 'h-48']} />
}

function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useLingui()
  const { reason: writeReason } = useCanWrite()
  const locked = useCapabilities().data?.locked ?? false
  const form = useProductForm(product)
  const kbs = useAttachedKnowledgeBases(product, !locked)
  const [refused, setRefused] = useState<{ version: number; errors: FieldError[] } | null>(null)
  const dirty = form.dirty.length > 0

  const checks = publishChecks(product, kbs, form.dirty.includes('prompt') && form.state.draft.prompt.trim() !== '')
  // The API's reasons hold for the version it refused; any later write may have fixed them.
  const fromApi = refused && refused.version === product.version ? apiChecks(refused.errors) : []
  const blocked = checks.filter((c) => c.state === 'blocked')
  const reasons = blocked.map((c) => c.fix ?? c.label).join(' ')
  const blockedReason = blocked.length > 0 ? t`Publishing is blocked: ${reasons}` : null
  const unsaved = formatList(
    form.dirty.map((f) => fieldLabel(f, product.kind)),
    'conjunction',
    i18n.locale,
  )

  // The document title comes from the route's loader; a rename here (or in another tab) asks it again.
  const router = useRouter()
  const titled = route.useLoaderData().name
  useEffect(() => {
    if (titled !== product.name) void router.invalidate({ filter: (match) => match.routeId === '/products/$productId' })
  }, [router, titled, product.name])

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb trail={trail()} current={{ name: product.name }} />
      <ProductHeader
        product={product}
        writeReason={writeReason}
        blockedReason={blockedReason}
        unsavedEdits={dirty}
        onPublishBlocked={(errors) => setRefused({ version: product.version, errors })}
        duplicate={<DuplicateProductButton product={product} />}
      />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        {/* On phones both columns flow as one, with the checklist first: it says what to do next. */}
        <div className="contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <EditForm product={product} form={form} writeReason={writeReason} />
          <ToolsSection product={product} writeReason={writeReason} locked={locked} />
          <KnowledgeBasesSection product={product} writeReason={writeReason} locked={locked} kbs={kbs} />
          {product.kind === 'mcp_server' ? <McpPanel product={product} /> : null}
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <Checklist published={product.status === 'published'} checks={checks} apiChecks={fromApi} />
          <RecentConversations productId={product.id} kind={product.kind} />
          <Spend productId={product.id} kind={product.kind} walletLink={!locked} />
        </div>
      </div>
      <LeaveGuard dirty={dirty} description={t`Your edits to ${unsaved} are not saved. Leaving discards them.`} />
    </div>
  )
}

export function ProductDetailPage() {
  const { t } = useLingui()
  const { productId } = route.useParams()
  const query = useQuery(productQueries.detail(productId))
  return (
    <DetailQuery
      query={query}
      pending={<DetailSkeleton />}
      failedTitle={t`The product could not be loaded`}
      notFoundTitle={t`No such product, or this key cannot see it`}
      back={{ to: '/products', label: t`All products` }}
      missing={
        <Trans>
          There is no product <MissingId>{productId}</MissingId> that the key in use can reach. Check the address, or
          connect another key in Settings.
        </Trans>
      }
    >
      {(product) => <ProductDetail key={productId} product={product} />}
    </DetailQuery>
  )
}
