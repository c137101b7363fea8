// @vitest-environment jsdom
// A list screen built from the shared pieces, in a router of its own: the URL changes a user
// makes (filter, clear, page) and the empty state that fits each case.
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router'
import { act, type ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { setupDomRoot } from '../../../tests/unit/dom-root'
import { renderRoutes } from '../../../tests/unit/render-routes'
import { productId } from '../../api/contract'
import { capabilityQueries } from '../../app/capabilities'
import { getConfig } from '../../api/config'
import type { Column } from '../data-table'
import { FilterSelect } from './filter-select'
import { ListFilters } from './list-filters'
import { ListPage, NewButton } from './list-page'
import { cursorListSearch, optionalParam, searchText, type CursorListQuery } from './search'
import { useCursorListPage, type CursorListData, type ListNavigate } from './use-cursor-list-page'

const dom = setupDomRoot()
// The router restores scroll on each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

interface Thing {
  id: string
  name: string
}
const thingsSearch = cursorListSearch(productId, {
  kind: optionalParam(z.enum(['a', 'b'])),
  q: optionalParam(searchText),
})
type ThingsSearch = z.infer<typeof thingsSearch>
type ThingsQuery = CursorListQuery<ThingsSearch>

/** What the fake API answers; each test sets it before rendering. */
let answer: CursorListData<Thing> = { data: [], has_more: false }
const asked: ThingsQuery[] = []
const thingQueries = {
  list: (query: ThingsQuery) =>
    queryOptions({
      queryKey: ['things', query],
      queryFn: () => {
        asked.push(query)
        return Promise.resolve(answer)
      },
    }),
}
const COLUMNS: Column<Thing>[] = [{ id: 'name', header: 'Name', cell: (t) => t.name }]

const rootRoute = createRootRoute({ component: Outlet })
const thingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/things',
  validateSearch: thingsSearch,
  component: ThingsPage,
})

// Its return type is written out: the route's type must not wait on the component's body.
function ThingsPage(): ReactElement {
  // The route is outside the app's registered route tree, which types its hooks: these say what they give.
  const search = thingsSearch.parse(thingsRoute.useSearch())
  const navigate = thingsRoute.useNavigate() as unknown as ListNavigate<ThingsSearch>
  const list = useCursorListPage(search, navigate, thingQueries.list)
  return (
    <ListPage
      title="Things"
      description="Every thing."
      create={<NewButton to="/">New thing</NewButton>}
      filters={
        <ListFilters
          label="Filter things"
          search={{ placeholder: 'Name', value: list.search.q, onChange: list.setFilters }}
        >
          <FilterSelect
            label="Kind"
            value={list.search.kind}
            options={['a', 'b'] as const}
            labels={{ a: 'A', b: 'B' }}
            allLabel="All kinds"
            onChange={(kind) => list.setFilters({ kind })}
          />
        </ListFilters>
      }
      list={list}
      columns={COLUMNS}
      label="Things"
      filteredLabel="Things matching the filters"
      pagesLabel="Thing pages"
      noMatch={{ title: 'No things match these filters', hint: 'Try another search.' }}
      none={{ title: 'No things yet', hint: 'Make one.' }}
    />
  )
}

async function open(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // A workspace write key: the New button is a link.
  queryClient.setQueryData(capabilityQueries.probe(getConfig()).queryKey, {
    scope: 'write',
    locked: false,
    lockedProduct: null,
  })
  const opened = await renderRoutes(dom, rootRoute.addChildren([thingsRoute]), queryClient, url)
  await settle(() => expect(dom.container.querySelector('table')).not.toBeNull())
  return opened
}

/** Waits for the screen to get there, its updates inside act. */
const settle = (check: () => void) => act(() => vi.waitFor(check))

const text = () => dom.container.textContent ?? ''
const search = (router: { state: { location: { search: object } } }) => router.state.location.search
const byText = (selector: string, label: string) =>
  [...dom.container.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent === label)

afterEach(() => {
  answer = { data: [], has_more: false }
  asked.length = 0
})

describe('a list screen', () => {
  it('asks the API for the URL’s filters, page size and one cursor', async () => {
    answer = { data: [{ id: 'prod_aaaaaa', name: 'Alpha' }], has_more: true }
    await open('/things?kind=a&limit=5&after=prod_zzzzzz')
    await settle(() => expect(text()).toContain('Alpha'))
    expect(asked.at(-1)).toEqual({ kind: 'a', limit: 5, starting_after: 'prod_zzzzzz' })
  })

  it('a filter starts over at the first page, keeping the page size', async () => {
    answer = { data: [{ id: 'prod_aaaaaa', name: 'Alpha' }], has_more: false }
    const { router } = await open('/things?limit=5&after=prod_zzzzzz')
    const select = dom.container.querySelector('select')
    if (!select) throw new Error('no select')
    await act(async () => {
      select.value = 'b'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      await Promise.resolve()
    })
    await settle(() => expect(search(router)).toEqual({ kind: 'b', limit: 5 }))
  })

  it('typing a search replaces the history entry; choosing a filter adds one', async () => {
    const { router, history } = await open('/things?after=prod_zzzzzz')
    const entries = history.length
    const box = dom.container.querySelector<HTMLInputElement>('input[type="search"]')
    if (!box) throw new Error('no search box')
    await act(async () => {
      // React tracks the value through the prototype's setter, as a typing user would set it.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, 'zebra')
      box.dispatchEvent(new Event('input', { bubbles: true }))
      await Promise.resolve()
    })
    await settle(() => expect(search(router)).toEqual({ q: 'zebra' }))
    expect(history.length).toBe(entries)
    const select = dom.container.querySelector('select')
    if (!select) throw new Error('no select')
    await act(async () => {
      select.value = 'a'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      await Promise.resolve()
    })
    await settle(() => expect(search(router)).toEqual({ q: 'zebra', kind: 'a' }))
    expect(history.length).toBe(entries + 1)
  })

  it('with filters and no rows says so, and Clear filters keeps the page size', async () => {
    const { router } = await open('/things?kind=a&q=zebra&limit=5')
    await settle(() => expect(text()).toContain('No things match these filters'))
    expect(dom.container.querySelector('table')?.querySelector('caption')?.textContent).toBe(
      'Things matching the filters',
    )
    act(() => byText('button', 'Clear filters')?.click())
    await settle(() => expect(search(router)).toEqual({ limit: 5 }))
  })

  it('past the last page says nothing is on it and links back to the first page at the same size', async () => {
    await open('/things?after=prod_zzzzzz&limit=5')
    await settle(() => expect(text()).toContain('Nothing on this page'))
    expect(byText('a', 'Back to the first page')?.getAttribute('href')).toBe('/things?limit=5')
    expect(text()).not.toContain('No things yet')
  })

  it('with nothing at all offers to create the first one, as the header does', async () => {
    await open('/things')
    await settle(() => expect(text()).toContain('No things yet'))
    expect([...dom.container.querySelectorAll('a')].filter((a) => a.textContent === 'New thing')).toHaveLength(2)
  })
})
