export const USAGE = `herald: send, edit and delete Discord webhook messages, and manage linked roles,
from a terminal.

Usage:
  herald send <message.json|-> [WEBHOOK] [--wait] [--thread-id ID] [--thread-name NAME]
              [--file PATH]... [--username NAME] [--avatar-url URL] [--no-history]
  herald send <discohook.json|link> [WEBHOOK] [--wait] [--thread-id ID] [--username NAME]
  herald edit <message.json|-> [WEBHOOK] --message <id> [--thread-id ID] [--file PATH]... [--no-history]
  herald delete [WEBHOOK] --message <id> [--thread-id ID] [--no-history]
  herald validate <message.json|-> [--file PATH]... [--json]
  herald import <file|link|-> [--save-webhooks]
  herald export <draft id or name> [--share] [--include-webhook-urls]
  herald metadata get --app ID [--bot LABEL]
  herald metadata put <records.json|-> --app ID [--bot LABEL]
  herald connection get --app ID
  herald connection put <connection.json|-> --app ID [--records FILE]
  herald oauth token --client-id ID [--scope "identify connections"]
  herald oauth login --client-id ID [--port N] [--scope SCOPES] [--no-open]
  herald send --template NAME [--var NAME=VALUE]... [WEBHOOK] [--wait] [--thread-id ID]
  herald templates list
  herald schedule run [--send-missed] [--no-history] | schedule list [--json]  (HERALD_PASSPHRASE)
  herald status list | status update <name> <message.json|-> [--repost-if-gone] [--no-history]
  herald backup [--out FILE] | restore <file> [--on-conflict keep|replace|both]
  herald --help | --version

The message is Discord's own Execute Webhook body (content, embeds, components, ...) read from a
file, or from standard input with "-". Files are uploaded as files[0], files[1], ... in the order
given; an embed can show one with "attachment://<file name>". send also takes a Discohook file
(editor data or a backup, versions 1 to 8), an Embed Generator export, or a discohook.app ?data= link
(read here, never fetched): the messages of its first backup go out in order, one request each.
import makes drafts in the data folder from such a file or link; webhook URLs in it are saved to the
library (sealed) only with --save-webhooks and HERALD_PASSPHRASE. export prints a draft as Discohook
JSON, or with --share as a https://discohook.app/?data= link; webhook URLs only when asked.
status update edits a status message marked in the app in place (HERALD_PASSPHRASE); when Discord no
longer has it, exit 3, or with --repost-if-gone post it anew and mark the new message. Updates run one
at a time across processes, so History's latest version is the one Discord holds.
send, edit, delete, status update and schedule run record what they do in the History of the data
folder (HERALD_DATA_DIR; the app's by default) as the app does, and the running app shows it; with
--no-history they record nothing. backup writes drafts, templates, the library without secrets, history
and settings as JSON; restore refuses to change anything that exists without --on-conflict (both:
drafts and templates as copies).

WEBHOOK, safest first (a command line can be read by every user of the machine with ps):
  --webhook @LABEL    A webhook saved in the app, by label or id (@123…); opens the vault with
                      HERALD_PASSPHRASE or HERALD_PASSPHRASE_FILE.
  --webhook-file PATH The URL is the file's first line (keep it chmod 600).
  --webhook -         The URL from standard input (not when the message comes from there too).
  (none)              HERALD_WEBHOOK_URL, or HERALD_WEBHOOK_URL_FILE.
  --webhook URL       Still works, with a warning: other users can read it.
  Only Discord webhook URLs or URLs under HERALD_API_BASE are accepted; requests go to the API root.

Options:
  --wait              Wait for Discord to save the message and print it as JSON (needed for its id).
                      Without it, prints {"status":204} (Discord is still asked for the message, to
                      record it in History, unless --no-history).
  --no-history        Do not record this run's sends, edits or deletes in the data folder's History.
  --thread-id ID      Post into (or edit/delete in) an existing thread or forum post.
  --thread-name NAME  Create a forum post with this title (forum and media channels).
  --file PATH         Attach a file; repeat for more (at most 10).
  --username NAME     Override the webhook's name for this message.
  --avatar-url URL    Override the webhook's avatar for this message.
  --message ID        The id of a message this webhook sent (edit, delete).
  --json              validate: print the counters and problems as JSON.
  --template NAME     send: a template saved in the app (same HERALD_DATA_DIR); {{date}}, {{date:iso}}
                      and {{time}} come from the clock. Exit 2 lists missing values or problems.
  --var NAME=VALUE    Fills {{NAME}} in the template; repeat for more.

Linked roles and OAuth2 (JSON on standard output):
  metadata get|put    The application's role-connection metadata records (a PUT replaces the whole
                      set: at most 5 records). Bot token from HERALD_BOT_TOKEN, or --bot LABEL for one
                      saved in the app's vault (opened with HERALD_PASSPHRASE).
  connection get|put  The user's role connection: platform_name, platform_username and metadata
                      (every value a string of at most 100 characters; booleans "1"/"0", dates
                      ISO 8601). A PUT replaces every stored value. Token from HERALD_ACCESS_TOKEN.
                      put checks each value by the type of its record, from --records FILE or the
                      published records (read with HERALD_BOT_TOKEN); nothing is sent while any
                      problem is left.
  oauth token         Client-credentials token (the application owner's), Basic auth, form-encoded.
                      Secret from HERALD_CLIENT_SECRET.
  oauth login         Authorization code: listens on http://127.0.0.1:PORT/oauth2/callback (default
                      port 47816; register that URI under OAuth2 Redirects), prints the authorize URL
                      on standard error, opens it unless --no-open, prints the tokens when the browser
                      comes back (within 5 minutes, else exit 1). Scopes default to
                      "role_connections.write identify".
  --app ID            The application id.       --client-id ID   The OAuth2 client id.
  Secrets are never taken from the command line: any user can read it with ps. Each HERALD_ secret
  variable also has a _FILE form naming a file that holds it (HERALD_BOT_TOKEN_FILE=/run/bot.token;
  - or /dev/stdin for standard input).

Environment:
  HERALD_WEBHOOK_URL  The webhook when no --webhook or --webhook-file is given.
  HERALD_BOT_TOKEN, HERALD_ACCESS_TOKEN, HERALD_CLIENT_SECRET, HERALD_PASSPHRASE  See above; each
                      (and HERALD_WEBHOOK_URL) also as NAME_FILE: the path of a file holding it.
  HERALD_API_BASE     Versioned API root (default https://discord.com/api/v10).
  HERALD_AUTH_BASE    Unversioned API root (default https://discord.com/api).
  HERALD_LOG          Log level on standard error: debug, info, warn (default), error.

Exit codes:
  0  success (validate: the message is valid)
  2  invalid input: every problem is listed (also a HERALD_ variable, a secret file over 64 KiB, or a
     --out path that cannot be written)
  3  Discord refused the request (its status, code and message are shown), or asks to wait too long
     (over 10 minutes, also a wait an earlier run was told)
  4  network failure, or the outcome is unknown (look in the channel before sending again)
  1  anything else (a full disk, a sign-in not finished in 5 minutes); 130 cancelled with Ctrl+C
     After a message is posted, only Discord's answer decides the exit code: what could not be saved
     locally afterwards is a warning.

Rate-limit waits are shown on standard error, and after a post or an edit where the message is: its
link (https://discord.com/channels/SERVER/CHANNEL/ID) when the webhook is saved in the app, else its
channel and id, with what could not be saved locally. Webhook tokens are never printed.
`

/**
 * The usage lines of one command (`herald connection --help`), from the Usage block above; null for a
 * name it does not list, which then gets the whole page.
 */
export function commandUsage(name: string): string | null {
  const kept = usageBlock(name)
  if (!kept) return null
  return `Usage:\n${kept.join('\n')}\n\nOptions, environment and exit codes: herald --help\n`
}

/** The Usage block's lines for one command, or null for a name it does not list. */
export function usageBlock(name: string): string[] | null {
  if (!/^[a-z-]+$/.test(name)) return null
  const lines = USAGE.split('\n')
  const block = lines.slice(lines.indexOf('Usage:') + 1)
  const names = new RegExp(`^  herald ${name}\\b|\\| (herald )?${name}\\b`)
  const kept: string[] = []
  let keep = false
  for (const line of block) {
    if (line.trim() === '') break
    // A line that does not start a command continues the one above it.
    if (line.startsWith('  herald ')) keep = names.test(line)
    if (keep) kept.push(line)
  }
  return kept.length === 0 ? null : kept
}

/**
 * Whether the terminal may ask for a language other than English (LC_ALL, LC_MESSAGES, LANG): only then
 * is the help page translated, so `herald --help` in an English or unset locale loads no catalogue.
 */
export function mayTranslate(env: NodeJS.ProcessEnv): boolean {
  const tag = env.LC_ALL || env.LC_MESSAGES || env.LANG
  return Boolean(tag) && !/^(C|POSIX|en)([._@-]|$)/i.test(tag ?? '')
}
