// Where a freshly connected key starts: a product-locked key on its own product page, any other where asked.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { getConfig } from '../../api/config'
import { capabilityQueries } from '../../app/capabilities'

/**
 * Asks what the key in use may do (the same probe the shell caches) and, for a
 * locked key, opens its product: everything it can reach hangs off that page.
 * Returns whether it navigated; a failed probe leaves the user where they are.
 */
export function useLandOnLockedProduct(): () => Promise<boolean> {
  const client = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    const caps = await client.fetchQuery(capabilityQueries.probe(getConfig())).catch(() => null)
    if (!caps?.locked || !caps.lockedProduct) return false
    await navigate({ to: '/products/$productId', params: { productId: caps.lockedProduct.id } })
    return true
  }
}
