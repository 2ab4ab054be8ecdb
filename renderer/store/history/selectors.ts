import type { HistoryState } from './store'

export const historySelectors = {
  entries: (state: HistoryState) => state.entries,
  total: (state: HistoryState) => state.total,
  hasMore: (state: HistoryState) => state.nextCursor !== null,
  status: (state: HistoryState) => state.status,
  loadError: (state: HistoryState) => state.loadError,
  view: (state: HistoryState) => state.view,
  query: (state: HistoryState) => state.query,
}
