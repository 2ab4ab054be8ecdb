import { memo, useMemo } from 'react'
import { flushSync } from 'react-dom'
import { useShallow } from 'zustand/react/shallow'
import type { DraftMessage } from '@shared/drafts/draft'
import { useResolvedTheme } from '../../app/theme'
import { useT } from '../../i18n/store'
import { useDraftsStore } from '../../store/drafts/store'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'
import { webhooksSelectors } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import type { PreviewNames } from '../preview'
import { MessagePreview, libraryNames } from '../preview'
import { focusControl } from './controlId'
import { useStagedImageUrls } from './files/stagedImages'
import { keptPreviewFile, previewFile } from './previewFiles'
import { useGuildPreviewNames } from './message/useGuildPreviewNames'
import { useMessageSelection } from './messages/selection'
import { usePreviewFocus } from './previewFocus'
import { useDestination } from './target/useDestination'
import { PREVIEW_PANE_ID } from './layout/ComposerPanes'

type Author = { name: string; avatarUrl: string | null }

/**
 * The open draft's messages as Discord will show them, in order, beside the editor: clicking a part of
 * one opens that message and focuses the part's control; focusing a control brings its part into view.
 */
export function PreviewPane({ index }: { index: number }) {
  const t = useT()
  // The messages' ids and whether all are blank, not the messages: each item reads its own message, so a
  // keystroke renders that item's preview only (issue 23).
  const ids = useDraftsStore(useShallow((state) => state.draft?.messages.map((message) => message.id) ?? []))
  const blank = useDraftsStore((state) => (state.draft?.messages ?? []).every(isBlank))
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const { destination } = useDestination()
  const library = useMemo(() => libraryNames(servers), [servers])
  const names = useGuildPreviewNames(library)
  const located = destination.kind === 'none' ? undefined : destination.located
  const author = useMemo(() => {
    const webhook = located?.webhook
    return {
      name: webhook?.settings.defaultUsername ?? webhook?.name ?? webhook?.label ?? 'Webhook',
      avatarUrl: webhook?.settings.defaultAvatarUrl ?? webhook?.avatarUrl ?? null,
    }
  }, [located])

  return (
    // Focusable: it scrolls on its own, and the keyboard must be able to scroll it too.
    <section
      id={PREVIEW_PANE_ID}
      className="composer__preview"
      aria-label={t('composer.layout.preview')}
      tabIndex={0}
    >
      {blank && <p className="composer__preview-hint">{t('composer.preview.empty')}</p>}
      {ids.map((id, i) => (
        <PreviewItem
          key={id}
          position={i}
          count={ids.length}
          selected={i === index}
          author={author}
          names={names}
        />
      ))}
    </section>
  )
}

type ItemProps = {
  position: number
  count: number
  selected: boolean
  author: Author
  names: PreviewNames
}

const PreviewItem = memo(function PreviewItem({ position, count, selected, author, names }: ItemProps) {
  const message = useDraftsStore((state) => state.draft?.messages[position])
  if (!message) return null
  return <ItemPreview {...{ message, position, count, selected, author, names }} />
})

function ItemPreview({
  message,
  position,
  count,
  selected,
  author,
  names,
}: ItemProps & { message: DraftMessage }) {
  const t = useT()
  // Discord groups a message under the one before it by the same author: decided by those two alone.
  const continued = useDraftsStore((state) => {
    const previous = position > 0 ? state.draft?.messages[position - 1] : undefined
    return previous !== undefined && sameAuthor(previous, message, author)
  })
  const theme = useResolvedTheme()
  const density = usePreferencesStore(preferencesSelectors.previewDensity)
  const focused = usePreviewFocus((state) => state.part)
  const urls = useStagedImageUrls(message.files, 'media')
  const kept = message.reference?.kept
  const files = useMemo(
    () => [...message.files.map((file) => previewFile(file, urls)), ...(kept ?? []).map(keptPreviewFile)],
    [message.files, urls, kept],
  )
  const select = (part: string) => {
    // The editor shows the clicked message first, so its control exists to take the focus.
    if (!selected) flushSync(() => useMessageSelection.getState().select(position))
    focusControl(position, part)
  }
  return (
    <MessagePreview
      message={message.data}
      files={files}
      author={author}
      names={names}
      theme={theme}
      density={density}
      focusedPart={selected ? focused : undefined}
      onSelectPart={select}
      continued={continued}
      label={
        count > 1 ? t('composer.preview.message', { number: position + 1 }) : t('composer.layout.preview')
      }
    />
  )
}

/** Discord groups a message under the previous one when the same name and avatar post it in the same place. */
function sameAuthor(previous: DraftMessage, next: DraftMessage, author: Author): boolean {
  const name = (m: DraftMessage) => (typeof m.data.username === 'string' && m.data.username) || author.name
  const avatar = (m: DraftMessage) =>
    (typeof m.data.avatar_url === 'string' && m.data.avatar_url) || author.avatarUrl
  return (
    name(previous) === name(next) &&
    avatar(previous) === avatar(next) &&
    previous.threadId === next.threadId &&
    !previous.data.thread_name &&
    !next.data.thread_name
  )
}

/** Nothing to show yet: no text, no embeds, no components, no files. */
function isBlank(message: DraftMessage): boolean {
  const { data, files } = message
  const text = typeof data.content === 'string' ? data.content.trim() : ''
  const some = (value: unknown) => Array.isArray(value) && value.length > 0
  return !text && !some(data.embeds) && !some(data.components) && files.length === 0
}
