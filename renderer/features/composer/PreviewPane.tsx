import { useMemo } from 'react'
import type { DraftFile } from '../../../shared/drafts/draft'
import { useResolvedTheme } from '../../app/theme'
import { draftsSelectors } from '../../store/drafts/selectors'
import { useDraftsStore } from '../../store/drafts/store'
import { preferencesSelectors, usePreferencesStore } from '../../store/preferences/store'
import { webhooksSelectors } from '../../store/webhooks/selectors'
import { useWebhooksStore } from '../../store/webhooks/store'
import type { PreviewFile } from '../preview'
import { MessagePreview, libraryNames } from '../preview'
import { focusControl } from './controlId'
import { useStagedImageUrls } from './files/stagedImages'
import { usePreviewFocus } from './previewFocus'
import { useDestination } from './target/useDestination'

const EMPTY: DraftFile[] = []

/**
 * The open draft's message as Discord will show it, beside the editor: clicking a part focuses its
 * control, and focusing a control brings its part into view.
 */
export function PreviewPane({ index }: { index: number }) {
  const data = useDraftsStore(draftsSelectors.data(index))
  const files = useDraftsStore((state) => state.draft?.messages[index]?.files ?? EMPTY)
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const { destination } = useDestination()
  const theme = useResolvedTheme()
  const density = usePreferencesStore(preferencesSelectors.previewDensity)
  const focused = usePreviewFocus((state) => state.part)
  const urls = useStagedImageUrls(files)

  const previewFiles = useMemo(() => files.map((file) => previewFile(file, urls)), [files, urls])
  const names = useMemo(() => libraryNames(servers), [servers])
  const located = destination.kind === 'none' ? undefined : destination.located
  const author = useMemo(() => {
    const webhook = located?.webhook
    return {
      name: webhook?.settings.defaultUsername ?? webhook?.name ?? webhook?.label ?? 'Webhook',
      avatarUrl: webhook?.settings.defaultAvatarUrl ?? webhook?.avatarUrl ?? null,
    }
  }, [located])

  return (
    <section className="composer__preview" aria-label="Preview">
      {isBlank(data, files) && (
        <p className="composer__preview-hint">
          Start writing: the message appears here as Discord will show it.
        </p>
      )}
      <MessagePreview
        message={data}
        files={previewFiles}
        author={author}
        names={names}
        theme={theme}
        density={density}
        focusedPart={focused}
        onSelectPart={(part) => focusControl(index, part)}
      />
    </section>
  )
}

/** Nothing to show yet: no text, no embeds, no components, no files. */
function isBlank(data: Record<string, unknown>, files: readonly DraftFile[]): boolean {
  const text = typeof data.content === 'string' ? data.content.trim() : ''
  const some = (value: unknown) => Array.isArray(value) && value.length > 0
  return !text && !some(data.embeds) && !some(data.components) && files.length === 0
}

function previewFile(file: DraftFile, urls: Record<string, string | null>): PreviewFile {
  return {
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    spoiler: file.spoiler,
    description: file.description || undefined,
    url: urls[file.handle] ?? null,
  }
}
