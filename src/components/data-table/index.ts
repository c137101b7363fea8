export { DataTable, ROW_LINK_ATTR, rowLinkClass, rowLinkProps, type Column, type DataTableProps } from './data-table'
export { CursorPager, LoadMore, type CursorPagerProps, type LoadMoreProps } from './pager'
