export { CursorList, ListPage, NewButton, type CursorListProps, type ListPageProps } from './list-page'
export { ListFilters, type ListFiltersProps } from './list-filters'
export { FilterSelect, type FilterSelectProps } from './filter-select'
export {
  cursorListSearch,
  hasFilters,
  listQueryOf,
  optionalParam,
  searchText,
  type CursorListQuery,
  type CursorSearch,
  type FiltersOf,
} from './search'
export { useCursorListPage, type CursorListData, type CursorListPage, type ListNavigate } from './use-cursor-list-page'
