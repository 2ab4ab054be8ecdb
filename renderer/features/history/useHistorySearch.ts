import { useEffect, useRef } from 'react'
import { historySelectors } from '../../store/history/selectors'
import { useHistoryStore } from '../../store/history/store'
import { drop } from '../../util/drop'

const DEBOUNCE_MS = 250

/** The search box's text lives in the store; the list reloads a moment after typing stops. */
export function useHistorySearch() {
  const query = useHistoryStore(historySelectors.query)
  const setQuery = useHistoryStore((state) => state.setQuery)
  const load = useHistoryStore((state) => state.load)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => drop(load()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, load])
  return { query, setQuery }
}
