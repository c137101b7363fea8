/**
 * `npm run mock:server`'s API at its default address: the document's default server, and what
 * demo mode's in-tab URLs stand for outside the tab. Not in the index: no first screen needs it.
 */
export const MOCK_SERVER_BASE_URL = 'http://127.0.0.1:4010/v1'
