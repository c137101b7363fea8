// Where the user was in the conversations list, kept while they read transcripts, so Esc
// (or the breadcrumb) brings them back to the same filter, scroll position and row.
export interface ListView {
  /** The filter the view belongs to (see `viewKey`); another filter starts at the top. */
  key: string
  offset: number
  /** The conversation last opened or focused, focused again on return. */
  sessionId: string | null
}

let remembered: ListView | null = null

export const viewKey = (filters: object): string => JSON.stringify(filters)

export function rememberListView(view: ListView): void {
  remembered = view
}

/** The saved view of this filter, if the last one saved was of it. */
export function recallListView(key: string): ListView | null {
  return remembered?.key === key ? remembered : null
}

/** The transcript's j/k moved on: returning should land on the conversation read last. */
export function rememberOpened(key: string, sessionId: string): void {
  remembered = { key, offset: remembered?.key === key ? remembered.offset : 0, sessionId }
}
