export { DataTable, type Column, type DataTableProps } from './data-table'
export {
  aboveRowLinkClass,
  primaryCellClass,
  ROW_LINK_ATTR,
  rowLinkClass,
  rowLinkProps,
  rowTargetClass,
  unfoldProps,
} from './row-link'
export { RowDescription } from './row-description'
export { countColumn, updatedColumn } from './columns'
export { CursorPager, LoadMore, type CursorPagerProps, type LoadMoreProps } from './pager'
export {
  cursorPages,
  routeCursorPager,
  type CursorPages,
  type CursorPosition,
  type PageTurn,
  type RouteCursorPagerProps,
} from './route-pager'
export { queryTableState, type QueryTableState } from './query-table-state'
export { UnreadableItems, UnreadableRows } from './unreadable-lazy'
