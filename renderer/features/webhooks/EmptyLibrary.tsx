/** What an empty library (or a search with no match) tells the user to do. */
export function EmptyLibrary({ searching }: { searching: boolean }) {
  if (searching) {
    return (
      <div className="empty" role="status">
        <h2 className="empty__title">No webhook matches</h2>
        <p>Try part of a label, a server or channel name, or an id.</p>
      </div>
    )
  }
  return (
    <div className="empty" role="status">
      <h2 className="empty__title">No saved webhooks yet</h2>
      <p>
        Paste a webhook URL above to save it: Herald checks it with Discord, files it under its server and
        channel, and keeps the URL encrypted. With a bot token (below) you can also create webhooks or pick a
        channel’s existing ones.
      </p>
    </div>
  )
}
