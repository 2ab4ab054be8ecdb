/** Shown when the page was opened without the access token the browser host printed. */
export function NotConnected() {
  return (
    <main className="not-connected">
      <h1>Herald is not connected</h1>
      <p>
        This page needs the link Herald printed when it started (it ends with <code>#token=…</code>). Open
        that link, or run <code>npm start</code> again.
      </p>
    </main>
  )
}
