const KEY = 'herald.token'

/**
 * The browser host hands out its per-launch token in the URL fragment (never sent to a server, never
 * logged). Move it into sessionStorage, which lives as long as the tab, and wipe it from the address
 * bar so it does not end up in history, bookmarks or screenshots.
 */
export function takeAccessToken(): string | undefined {
  const match = /(?:^#|&)token=([\w-]+)/.exec(window.location.hash)
  if (match?.[1]) {
    sessionStorage.setItem(KEY, match[1])
    history.replaceState(null, '', window.location.pathname + window.location.search)
  }
  return sessionStorage.getItem(KEY) ?? undefined
}
