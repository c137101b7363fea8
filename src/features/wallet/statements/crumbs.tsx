// The crumbs that lead back from the statements: the wallet, and the list of months.
import { Link } from '@tanstack/react-router'
import { crumbLinkClass } from '../../../components/ui/breadcrumb'

export function WalletCrumb() {
  return (
    <Link to="/wallet" className={crumbLinkClass}>
      Wallet
    </Link>
  )
}

export function StatementsCrumb() {
  return (
    <Link to="/wallet/statements" className={crumbLinkClass}>
      Statements
    </Link>
  )
}
