// What a first screen asks the API before anything else in real-API mode, as paths under the
// base URL. boot.ts sends them as the page starts, before the app's code has arrived; the
// transport then takes those answers instead of asking again. e2e/real-api.spec.ts holds each
// list equal to what its screen asks first, so a loader that changes its request fails there.
// A screen not listed asks when its code runs. The workspace screens' data waits for the key's
// rights, so what they ask first is the rights probe, which every key may send.
export const FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/': ['/products?limit=100'],
  '/products': ['/products'],
  '/sessions': ['/products?limit=100', '/sessions?limit=50'],
  '/wallet': ['/products?limit=1'],
  '/tools': ['/products?limit=1'],
  '/knowledge-bases': ['/products?limit=1'],
  '/webhooks': ['/products?limit=1'],
}
