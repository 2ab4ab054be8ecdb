import { useState } from 'react'

/**
 * Whether the user has left the field once: a half-typed URL is not an error while it is being typed,
 * so problems show after the first blur (and stay live from then on).
 */
export function useTouched(): [boolean, () => void] {
  const [touched, setTouched] = useState(false)
  return [touched, () => setTouched(true)]
}
