// Where the app opens for a product-locked key: its own product, since everything it can reach hangs off that page.
import { Navigate } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { useCapabilities } from '../../app/capabilities'

/**
 * Whether this document was opened at the start page. Only that first landing moves a
 * locked key on: choosing Overview from the navigation later still shows the Overview.
 */
function openedAtStart(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false
  const [entry] = performance.getEntriesByType('navigation')
  if (!entry) return false
  return new URL(entry.name).pathname === '/'
}

let landingPending = openedAtStart()

/**
 * Shows `children` (the start page) unless the app was just opened there with a
 * product-locked key, which goes on to its product instead. While the key's rights
 * are being probed the start page shows, so other keys never wait for the probe.
 */
export function LockedKeyLanding({ children }: { children: ReactNode }) {
  const probe = useCapabilities()
  const [landing] = useState(() => landingPending)
  useEffect(() => {
    if (probe.status !== 'pending') landingPending = false
  }, [probe.status])
  // Leaving before the probe answered ends the landing: a later visit is a choice, not a landing.
  useEffect(
    () => () => {
      landingPending = false
    },
    [],
  )
  const productId = landing && probe.data?.locked ? probe.data.lockedProduct?.id : undefined
  if (productId) return <Navigate to="/products/$productId" params={{ productId }} replace />
  return children
}
