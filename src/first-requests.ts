// What a first screen asks the API before anything else in real-API mode, as paths under the
// base URL. boot.ts sends them as the page starts, before the app's code has arrived; the
// transport then takes those answers instead of asking again. e2e/first-load.spec.ts holds each
// list equal to what its screen asks first, so a loader that changes its request fails there.
// A screen not listed (or asking through a rights check, as /wallet's workspace data does) asks
// when its code runs; /wallet's first request is the key-rights probe, which every key may send.
export const FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/': ['/products?limit=100'],
  '/products': ['/products'],
  '/sessions': ['/products?limit=100', '/sessions?limit=50'],
  '/wallet': ['/products?limit=1'],
}
