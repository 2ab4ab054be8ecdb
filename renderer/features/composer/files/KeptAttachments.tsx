import type { KeptAttachment } from '@shared/drafts/draft'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { embedsOf, isRecord } from '@renderer/store/drafts/reducers'
import { formatBytes } from './fileSizes'

/** Which embeds (1-based) show this attachment through attachment://name. */
function embedsUsing(data: Record<string, unknown>, filename: string): number[] {
  const ref = `attachment://${filename}`
  const shows = (slot: unknown, key: string) => isRecord(slot) && slot[key] === ref
  return embedsOf(data).flatMap((embed, i) =>
    shows(embed.image, 'url') ||
    shows(embed.thumbnail, 'url') ||
    shows(embed.author, 'icon_url') ||
    shows(embed.footer, 'icon_url')
      ? [i + 1]
      : [],
  )
}

/**
 * While editing a sent message: every file it holds now, those its embeds show included (the services
 * find them; Discord leaves them out of message.attachments). The edit keeps each one listed here;
 * removing one removes it on Discord.
 */
export function KeptAttachments({ index, kept }: { index: number; kept: KeptAttachment[] }) {
  const data = useDraftsStore(draftsSelectors.data(index))
  return (
    <div className="kept">
      <h3 className="kept__title">Already on the message</h3>
      <p className="field__hint">
        Saving the edit keeps each file listed here, those an embed shows included. Remove one to delete it
        from the message; an embed that shows it then loses its image.
      </p>
      <ul className="attachments" aria-label="Kept attachments">
        {kept.map((attachment) => {
          const shownIn = embedsUsing(data, attachment.filename)
          return (
            <li key={attachment.id} className="file-row kept__row" aria-label={attachment.filename}>
              <div className="file-row__main">
                <span className="file-row__kept-name">{attachment.filename}</span>
                {attachment.size !== null && (
                  <span className="file-row__size">{formatBytes(attachment.size)}</span>
                )}
                {shownIn.length > 0 && (
                  <span className="kept__embed">Shown in embed {shownIn.join(', ')}; kept with it</span>
                )}
                <button
                  type="button"
                  className="button button--ghost file-row__remove"
                  aria-label={`Remove ${attachment.filename}`}
                  onClick={() => draftActions.removeKept(index, attachment.id)}
                >
                  Remove
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
