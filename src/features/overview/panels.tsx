// The overview's panels side by side: what each is called and covers, the screen it opens, the
// shape it loads in and the query whose answer its body shows. The bodies live in their own modules.
import { msg } from '@lingui/core/macro'
import { useIsLocked } from '../../app/capabilities'
import { ConversationsBody, useToday } from './conversations-panel'
import { Sources } from './knowledge-panel'
import { FiguresSkeleton, overviewPanel, SkeletonLines } from './overview-panel'
import { ProductFigures } from './products-panel'
import { overviewQueries, USAGE_DAYS } from './queries'
import { Usage, useProductNames } from './usage-panel'
import { useWeekSpend, WalletFigures } from './wallet-panel'
import { Endpoints } from './webhooks-panel'
import { workspacePanelQueries } from './workspace-queries'

export const WalletPanel = overviewPanel({
  title: msg`Wallet`,
  description: msg`Usage credits and trial`,
  viewAll: { label: msg`Open the ledger`, to: '/wallet', workspace: true },
  options: overviewQueries.wallet,
  skeleton: <SkeletonLines lines={['h-9 w-48', 'h-5 w-64']} />,
  useBody: () => {
    const week = useWeekSpend()
    return (wallet) => <WalletFigures wallet={wallet} week={week} />
  },
})

export const UsagePanel = overviewPanel({
  title: msg`Usage`,
  description: msg`Spend and tokens over the last ${USAGE_DAYS} days, by product and by model`,
  className: 'lg:col-span-2',
  viewAll: { label: msg`Wallet for the period`, to: '/wallet', search: { period: 'last_30_days' }, workspace: true },
  options: overviewQueries.usage,
  skeleton: <FiguresSkeleton chart="h-40" />,
  useBody: () => {
    const productNames = useProductNames()
    const walletLinks = !useIsLocked()
    return (summary) => <Usage summary={summary} productNames={productNames} walletLinks={walletLinks} />
  },
})

export const ConversationsPanel = overviewPanel({
  title: msg`Conversations`,
  description: msg`Today and the last 7 days, by your calendar`,
  viewAll: { label: msg`All conversations`, to: '/sessions' },
  options: overviewQueries.week,
  skeleton: <FiguresSkeleton chart="h-32" />,
  useBody: () => {
    const today = useToday()
    const walletLinks = !useIsLocked()
    return (week) => <ConversationsBody week={week} today={today} walletLinks={walletLinks} />
  },
})

export const ProductsPanel = overviewPanel({
  title: msg`Products`,
  description: msg`By status and kind`,
  viewAll: { label: msg`All products`, to: '/products' },
  options: overviewQueries.products,
  skeleton: <SkeletonLines lines={['h-9 w-40', 'h-6', 'h-6']} />,
  useBody: () => (page) => <ProductFigures products={page.data} more={page.has_more} />,
})

export const WebhooksPanel = overviewPanel({
  title: msg`Webhook endpoints`,
  description: msg`Failing or disabled`,
  viewAll: { label: msg`All endpoints`, to: '/webhooks', workspace: true },
  options: workspacePanelQueries.webhooks,
  skeleton: <SkeletonLines lines={['h-5 w-48', 'h-10', 'h-10']} />,
  useBody: () => (page) => <Endpoints endpoints={page.data} more={page.has_more} />,
})

export const KnowledgePanel = overviewPanel({
  title: msg`Knowledge sources`,
  description: msg`Sources that failed to refresh`,
  viewAll: { label: msg`All knowledge bases`, to: '/knowledge-bases', workspace: true },
  options: workspacePanelQueries.knowledgeBases,
  skeleton: <SkeletonLines lines={['h-5 w-48', 'h-10']} />,
  useBody: () => (page) => <Sources bases={page.data} more={page.has_more} />,
})
