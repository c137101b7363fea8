// The crumbs that lead back from the statements: the wallet, and the list of months.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { crumbLinkClass } from '../../../components/ui/breadcrumb'

export function WalletCrumb() {
  return (
    <Link to="/wallet" className={crumbLinkClass}>
      <Trans>Wallet</Trans>
    </Link>
  )
}

export function StatementsCrumb() {
  return (
    <Link to="/wallet/statements" className={crumbLinkClass}>
      <Trans>Statements</Trans>
    </Link>
  )
}
