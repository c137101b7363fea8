// The /api screen's frame: its heading and the two views, reference and request log, as links
// (each keeps its own URL and search).
import { Link, Outlet } from '@tanstack/react-router'
import { formatCount } from '../../lib/format'
import { useRequestLog } from './use-request-log'
import { PageHeader } from '../../components/layout/page-header'

const TAB =
  'text-fg-muted hover:text-fg -mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-1 pb-2.5 text-sm font-medium whitespace-nowrap'
const ACTIVE = { className: '!border-accent !text-accent', 'aria-current': 'page' as const }

export function ApiLayout() {
  const entries = useRequestLog()
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="API"
        description="The reference of the REST API this dashboard uses, and the requests it made for you in this tab."
      />
      <nav aria-label="API views" className="border-line border-b">
        <ul className="flex gap-6">
          <li>
            <Link
              to="/api"
              search={{ q: '' }}
              activeOptions={{ exact: true, includeSearch: false }}
              activeProps={ACTIVE}
              className={TAB}
            >
              Reference
            </Link>
          </li>
          <li>
            <Link
              to="/api/log"
              search={{ status: 'all', q: '' }}
              activeOptions={{ includeSearch: false }}
              activeProps={ACTIVE}
              className={TAB}
            >
              Request log
              <span className="bg-surface-muted text-fg rounded-full px-2 py-0.5 text-xs tabular-nums">
                <span className="sr-only">(</span>
                {formatCount(entries.length)}
                <span className="sr-only"> requests)</span>
              </span>
            </Link>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}
