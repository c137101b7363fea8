// A value as it was once it stopped changing for `ms`: search boxes ask the API after typing
// pauses, not once per keystroke.
import { useEffect, useState } from 'react'

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
