// /wallet: the balance and trial, the period's reconciled summary with its charts, and the
// ledger newest first under the filters in the URL, with a CSV export of what they select.
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { rememberListSearch } from '../../components/list-page/list-return'
import { RunwayPanel } from '../../components/runway/runway-panel'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { CloseIcon } from '../../components/ui/icons'
import { formatMonth } from '../../lib/format'
import { BalancePanel } from './balance-panel'
import { ExportButton } from './export-button'
import { WalletFilters, type FilterPatch } from './filters'
import { LedgerTable } from './ledger-table'
import { inlineLinkClass } from './links'
import { usePeriodText } from '../../components/list-page/period-filter'
import { entriesQueryOf, hasFilters, ledgerOnlyFilters, rangeOf, summaryQueryOf } from './search'
import { SummaryPanel } from './summary-panel'
import { PageHeader } from '../../components/layout/page-header'

const route = getRouteApi('/_workspace/wallet/')

export function WalletPage() {
  const { t } = useLingui()
  const periodText = usePeriodText()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const range = rangeOf(search)
  const entries = entriesQueryOf(search, range)
  const filtered = hasFilters(search)
  const sessionId = search.session_id
  const monthName = search.month ? formatMonth(search.month) : ''
  // An entry's breadcrumb returns to the ledger as filtered here.
  useEffect(() => rememberListSearch('/wallet', search), [search])

  const setFilters = useCallback(
    (patch: FilterPatch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  )
  const clearFilters = () => void navigate({ search: {} })

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title={<Trans>Wallet</Trans>}
        description={
          <>
            <Trans>
              Every top-up, debit and refund, newest first. Amounts are credits (1 credit = 1,000 millicredits).
            </Trans>{' '}
            <Link to="/wallet/statements" className={inlineLinkClass}>
              <Trans>Monthly statements</Trans>
            </Link>
          </>
        }
        actions={<ExportButton query={entries} />}
      />

      <BalancePanel />

      <RunwayPanel />

      <WalletFilters search={search} onChange={setFilters} onClear={clearFilters} />

      {search.session_id ? (
        <p className="bg-accent-soft text-fg flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm">
          <span>
            <Trans>
              Entries of conversation{' '}
              <span translate="no" dir="ltr" className="font-mono">
                {sessionId}
              </span>
            </Trans>
          </span>
          <Link
            to="/wallet"
            search={(prev) => ({ ...prev, session_id: undefined })}
            className={`${inlineLinkClass} inline-flex items-center gap-1`}
          >
            <CloseIcon className="size-3.5" />
            <Trans>Show every conversation</Trans>
          </Link>
        </p>
      ) : null}

      {search.month ? (
        <p className="bg-accent-soft text-fg flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-3 py-2 text-sm">
          <span>
            <Trans>
              Entries of the statement for <span className="font-medium">{monthName}</span> (UTC days)
            </Trans>
          </span>
          <Link to="/wallet/statements/$month" params={{ month: search.month }} className={inlineLinkClass}>
            <Trans>Back to the statement</Trans>
          </Link>
        </p>
      ) : null}

      <SummaryPanel
        query={summaryQueryOf(search, range)}
        period={search.month ? t`${monthName} (UTC)` : periodText(search)}
        narrowed={ledgerOnlyFilters(search)}
      />

      <section aria-labelledby="ledger-heading" className="flex flex-col gap-3">
        <h2 id="ledger-heading" className="text-fg text-base font-semibold">
          <Trans>Ledger</Trans>
        </h2>
        <LedgerTable
          query={entries}
          label={filtered ? t`Ledger entries matching the filters` : t`Ledger entries`}
          empty={
            filtered ? (
              <EmptyState title={t`No entries match these filters`}>
                <p>
                  <Trans>Try another period or type, or clear the filters to see the whole ledger.</Trans>
                </p>
                <Button size="sm" className="mt-3" onClick={clearFilters}>
                  <Trans>Clear filters</Trans>
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title={t`The ledger is empty`}>
                <Trans>Top-ups, and the debits of every answer an agent gives, appear here.</Trans>
              </EmptyState>
            )
          }
        />
      </section>
    </div>
  )
}
