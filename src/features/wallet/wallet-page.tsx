// /wallet: the balance and trial, the period's reconciled summary with its charts, and the
// ledger newest first under the filters in the URL, with a CSV export of what they select.
import { getRouteApi, Link } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { rememberListSearch } from '../../components/list-page/list-return'
import { RunwayPanel } from '../../components/runway/runway-panel'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { CloseIcon } from '../../components/ui/icons'
import { formatMonth } from '../../lib/format'
import { describePeriod } from '../../lib/periods'
import { BalancePanel } from './balance-panel'
import { ExportButton } from './export-button'
import { WalletFilters, type FilterPatch } from './filters'
import { LedgerTable } from './ledger-table'
import { inlineLinkClass } from './links'
import { entriesQueryOf, hasFilters, ledgerOnlyFilters, rangeOf, summaryQueryOf } from './search'
import { SummaryPanel } from './summary-panel'
import { PageHeader } from '../../components/layout/page-header'

const route = getRouteApi('/_workspace/wallet/')

export function WalletPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const range = rangeOf(search)
  const entries = entriesQueryOf(search, range)
  const filtered = hasFilters(search)
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
        title="Wallet"
        description={
          <>
            Every top-up, debit and refund, newest first. Amounts are credits (1 credit = 1,000 millicredits).{' '}
            <Link to="/wallet/statements" className={inlineLinkClass}>
              Monthly statements
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
          Entries of conversation <span className="font-mono">{search.session_id}</span>
          <Link
            to="/wallet"
            search={(prev) => ({ ...prev, session_id: undefined })}
            className={`${inlineLinkClass} inline-flex items-center gap-1`}
          >
            <CloseIcon className="size-3.5" />
            Show every conversation
          </Link>
        </p>
      ) : null}

      {search.month ? (
        <p className="bg-accent-soft text-fg flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-3 py-2 text-sm">
          <span>
            Entries of the statement for <span className="font-medium">{formatMonth(search.month)}</span> (UTC days)
          </span>
          <Link to="/wallet/statements/$month" params={{ month: search.month }} className={inlineLinkClass}>
            Back to the statement
          </Link>
        </p>
      ) : null}

      <SummaryPanel
        query={summaryQueryOf(search, range)}
        period={search.month ? `${formatMonth(search.month)} (UTC)` : describePeriod(search)}
        narrowed={ledgerOnlyFilters(search)}
      />

      <section aria-labelledby="ledger-heading" className="flex flex-col gap-3">
        <h2 id="ledger-heading" className="text-fg text-base font-semibold">
          Ledger
        </h2>
        <LedgerTable
          query={entries}
          label={filtered ? 'Ledger entries matching the filters' : 'Ledger entries'}
          empty={
            filtered ? (
              <EmptyState title="No entries match these filters">
                <p>Try another period or type, or clear the filters to see the whole ledger.</p>
                <Button size="sm" className="mt-3" onClick={clearFilters}>
                  Clear filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title="The ledger is empty">
                Top-ups, and the debits of every answer an agent gives, appear here.
              </EmptyState>
            )
          }
        />
      </section>
    </div>
  )
}
