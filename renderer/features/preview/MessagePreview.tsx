import { useLayoutEffect, useMemo, useState } from 'react'
import { Attachments } from './attachments/Attachments'
import { ComponentsSlot } from './components/ComponentsSlot'
import { V2Components } from './components/V2Components'
import { Embed } from './embed/Embed'
import { groupEmbeds } from './embed/groupEmbeds'
import { Markdown } from './markdown/Markdown'
import { filesShownByEmbeds } from './media'
import { Avatar } from './message/Avatar'
import { EditedMark } from './message/EditedMark'
import { MessageHeader } from './message/MessageHeader'
import { useMinuteClock } from './message/minuteClock'
import { ThreadTitle } from './message/ThreadTitle'
import { hasFlag, IS_COMPONENTS_V2, SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS } from './messageFlags'
import { Part } from './Part'
import { PartContext, PartStore } from './partStore'
import { FilesContext, NamesContext } from './previewContext'
import { asRecords, asString } from './read'
import type { MessagePreviewProps, PreviewFile } from './types'
import { useT } from '@renderer/i18n/store'
import './preview.css'

const NO_FILES: PreviewFile[] = []
const NO_NAMES = {}

/** A Discord message drawn as Discord's client draws it, from the Execute Webhook body. */
export function MessagePreview({
  message,
  files = NO_FILES,
  author,
  names,
  timestamp,
  editedAt,
  theme = 'dark',
  density = 'cozy',
  onSelectPart,
  focusedPart,
  continued = false,
  label,
}: MessagePreviewProps) {
  const t = useT()
  const [store] = useState(() => new PartStore())
  // Unsent, it would be sent now: the header's time follows the clock, minute by minute.
  const now = useMinuteClock(timestamp === undefined)
  store.setHandler(onSelectPart)
  useLayoutEffect(() => store.setFocused(focusedPart), [store, focusedPart])

  const content = asString(message.content)
  const name = asString(message.username) ?? author.name
  const avatarUrl = asString(message.avatar_url) ?? author.avatarUrl
  const threadName = asString(message.thread_name)
  const silent = hasFlag(message.flags, SUPPRESS_NOTIFICATIONS)
  // A Components V2 message is its components only; files show where a component names them.
  const v2 = hasFlag(message.flags, IS_COMPONENTS_V2)
  const embeds = useMemo(() => asRecords(message.embeds), [message.embeds])
  const groups = useMemo(
    () => (hasFlag(message.flags, SUPPRESS_EMBEDS) ? [] : groupEmbeds(embeds)),
    [embeds, message.flags],
  )
  // Keyed by the names, so typing in an embed does not hand the attachments a new set (and re-render them).
  const hiddenKey = useMemo(() => filesShownByEmbeds(embeds).join('\n'), [embeds])
  const hidden = useMemo(() => new Set(hiddenKey ? hiddenKey.split('\n') : []), [hiddenKey])
  const sentAt = (timestamp ?? now).getTime()
  // Discord draws a message right after one from the same author without the avatar and name again;
  // compact mode names the author on every line, so it never groups.
  const grouped = continued && density === 'cozy' && !threadName

  return (
    <PartContext value={store}>
      <NamesContext value={names ?? NO_NAMES}>
        <FilesContext value={files}>
          <section
            className={`preview preview--${density}${grouped ? ' preview--continued' : ''}`}
            data-theme={theme}
            role="region"
            aria-label={label ?? t('preview.label')}
          >
            {threadName && <ThreadTitle name={threadName} />}
            <div className="message">
              {density === 'cozy' && !grouped && <Avatar url={avatarUrl} name={name} />}
              {!grouped && <MessageHeader name={name} sentAt={sentAt} silent={silent} density={density} />}
              {v2 ? (
                <div className="message__accessories">
                  <V2Components components={message.components} />
                </div>
              ) : (
                <>
                  {content && (
                    <Part id="content" className="message__content">
                      <Markdown text={content} context="full" allowJumbo />
                      {editedAt && <EditedMark at={editedAt} />}
                    </Part>
                  )}
                  <div className="message__accessories">
                    {groups.map((group) => (
                      <Embed
                        key={group.index}
                        embed={group.embed}
                        index={group.index}
                        gallery={group.gallery}
                      />
                    ))}
                    <Attachments files={files} hidden={hidden} />
                    <ComponentsSlot components={message.components} />
                  </div>
                </>
              )}
            </div>
          </section>
        </FilesContext>
      </NamesContext>
    </PartContext>
  )
}
