export const USAGE = `herald: send, edit and delete Discord webhook messages from a terminal.

Usage:
  herald send <message.json|-> --webhook <url> [--wait] [--thread-id ID] [--thread-name NAME]
              [--file PATH]... [--username NAME] [--avatar-url URL]
  herald edit <message.json|-> --webhook <url> --message <id> [--thread-id ID] [--file PATH]...
  herald delete --webhook <url> --message <id> [--thread-id ID]
  herald validate <message.json|-> [--file PATH]... [--json]
  herald --help | --version

The message is Discord's own Execute Webhook body (content, embeds, components, ...) read from a
file, or from standard input with "-". Files are uploaded as files[0], files[1], ... in the order
given; an embed can show one with "attachment://<file name>".

Options:
  --webhook URL       The webhook URL (falls back to HERALD_WEBHOOK_URL). Only Discord webhook URLs
                      or URLs under HERALD_API_BASE are accepted; requests always go to the API root.
  --wait              Wait for Discord to save the message and print it as JSON (needed for its id).
                      Without it, prints {"status":204}.
  --thread-id ID      Post into (or edit/delete in) an existing thread or forum post.
  --thread-name NAME  Create a forum post with this title (forum and media channels).
  --file PATH         Attach a file; repeat for more (at most 10).
  --username NAME     Override the webhook's name for this message.
  --avatar-url URL    Override the webhook's avatar for this message.
  --message ID        The id of a message this webhook sent (edit, delete).
  --json              validate: print the counters and problems as JSON.

Environment:
  HERALD_WEBHOOK_URL  Default for --webhook.
  HERALD_API_BASE     Versioned API root (default https://discord.com/api/v10).
  HERALD_AUTH_BASE    Unversioned API root (default https://discord.com/api).
  HERALD_LOG          Log level on standard error: debug, info, warn (default), error.

Exit codes:
  0  success (validate: the message is valid)
  2  invalid input: every problem is listed
  3  Discord refused the request (its status, code and message are shown), or asks to wait too long
  4  network failure, or the outcome is unknown (look in the channel before sending again)
  1  anything else; 130 cancelled with Ctrl+C

Rate-limit waits are shown on standard error. Webhook tokens are never printed.
`
