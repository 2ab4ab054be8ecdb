import type { KeptAttachment } from '@shared/drafts/draft'
import { useFormats, useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { embedsOf, isRecord } from '@renderer/store/drafts/reducers'

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
  const t = useT()
  const formats = useFormats()
  const data = useDraftsStore(draftsSelectors.data(index))
  return (
    <div className="kept">
      <h3 className="kept__title">{t('composer.files.kept.title')}</h3>
      <p className="field__hint">{t('composer.files.kept.hint')}</p>
      <ul className="attachments" aria-label={t('composer.files.kept.list')}>
        {kept.map((attachment) => {
          const shownIn = embedsUsing(data, attachment.filename)
          return (
            <li key={attachment.id} className="file-row kept__row" aria-label={attachment.filename}>
              <div className="file-row__main">
                <span className="file-row__kept-name">{attachment.filename}</span>
                {attachment.size !== null && (
                  <span className="file-row__size">{formats.bytes(attachment.size)}</span>
                )}
                {shownIn.length > 0 && (
                  <span className="kept__embed">
                    {t('composer.files.kept.shownIn', {
                      count: shownIn.length,
                      embeds: formats.list(shownIn.map((n) => formats.number(n))),
                    })}
                  </span>
                )}
                <button
                  type="button"
                  className="button button--ghost file-row__remove"
                  aria-label={t('composer.files.kept.remove', { name: attachment.filename })}
                  onClick={() => draftActions.removeKept(index, attachment.id)}
                >
                  {t('composer.files.removeShort')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
