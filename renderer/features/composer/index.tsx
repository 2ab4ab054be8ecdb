import { useEffect } from 'react'
import { useDraftsStore } from '../../store/drafts/store'
import { ComponentsSection } from './components'
import { DraftsBar } from './drafts'
import { EmbedsSection } from './embeds'
import { FilesSection } from './files'
import { MentionsSection } from './mentions'
import { MessageSection } from './message'
import { PreviewPane } from './PreviewPane'
import { SendBar } from './send'
import { TargetSection } from './target'
import { pathOfControlId } from './controlId'
import { usePreviewFocus } from './previewFocus'

/**
 * The composer screen: the open draft in two panes, the editor and the preview. Each part of the editor
 * reads its own slice of the draft store and changes it only through the store's named actions.
 */
export function Composer() {
  const start = useDraftsStore((state) => state.start)
  const status = useDraftsStore((state) => state.status)
  const loadError = useDraftsStore((state) => state.loadError)
  useEffect(() => start(), [start])
  const setFocused = usePreviewFocus((state) => state.set)

  return (
    <div className="screen composer">
      <header className="screen__header composer__header">
        <h1>Composer</h1>
        <DraftsBar />
      </header>
      {status === 'failed' && (
        <p role="alert" className="composer__load-error">
          Herald could not open your drafts: {loadError?.message}
        </p>
      )}
      <div className="composer__panes">
        <section
          className="composer__editor"
          aria-label="Editor"
          onFocus={(event) => setFocused(pathOfControlId(0, event.target.id))}
        >
          {status === 'ready' && (
            <>
              <TargetSection index={0} />
              <MessageSection index={0} />
              <FilesSection index={0} />
              <EmbedsSection index={0} />
              <ComponentsSection index={0} />
              <MentionsSection index={0} />
              <SendBar />
            </>
          )}
        </section>
        <PreviewPane index={0} />
      </div>
    </div>
  )
}
