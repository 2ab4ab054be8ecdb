import { lazy, Suspense, useEffect } from 'react'
import { saidText } from '@shared/rpc/saidText'
import { useT } from '../../i18n/store'
import { useDraftsStore } from '../../store/drafts/store'
import { ComponentsSection } from './components'
import { DraftsBar } from './drafts'
import { EmbedsSection } from './embeds'
import { FilesSection } from './files'
import { MentionsSection } from './mentions'
import { MessageSection } from './message'
import { MessagesSection, useMessageSelection, useSelectedIndex } from './messages'
import { BODY_PANEL_ID, BodyViewTabs, bodyTabId } from './messages/BodyViewTabs'
import { ComposerPanes } from './layout/ComposerPanes'
import { PreviewPane } from './PreviewPane'
import { ComposerOutline } from './sections/ComposerOutline'
import { SendBar } from './send'
import { StatusAim } from './status'
import { TargetSection } from './target'
import { pathOfControlId } from './controlId'
import { usePreviewFocus } from './previewFocus'

// The JSON view and CodeMirror load when the JSON tab is first opened, not with the page (issue 23).
const JsonSection = lazy(async () => ({ default: (await import('./json')).JsonSection }))

/**
 * The composer screen: the open draft in two panes, the editor (with Send at its foot) and the preview
 * (layout/ComposerPanes). The editor shows one message of the draft at a time (the one picked in the
 * messages list), as a form or as its JSON, under an outline of its sections; each part reads its own
 * slice of the draft store and changes it only through the store's named actions.
 */
export function Composer() {
  const t = useT()
  const start = useDraftsStore((state) => state.start)
  const status = useDraftsStore((state) => state.status)
  const loadError = useDraftsStore((state) => state.loadError)
  useEffect(() => start(), [start])
  const setFocused = usePreviewFocus((state) => state.set)
  const index = useSelectedIndex()
  const view = useMessageSelection((state) => state.view)
  // Per-message screen state (a thread mode) starts afresh with another message.
  const messageId = useDraftsStore((state) => state.draft?.messages[index]?.id)

  return (
    <div className="screen composer">
      <header className="screen__header composer__header">
        <h1>{t('screens.composer')}</h1>
        <DraftsBar />
      </header>
      {status === 'failed' && (
        <p role="alert" className="composer__load-error">
          {t('composer.loadFailed', { reason: loadError ? saidText(t, loadError) : '' })}
        </p>
      )}
      <ComposerPanes
        onEditorFocus={(event) => setFocused(pathOfControlId(index, event.target.id))}
        editor={
          status === 'ready' && (
            <>
              <ComposerOutline index={index} />
              <MessagesSection />
              <TargetSection key={`target-${messageId}`} index={index} />
              <BodyViewTabs index={index} />
              <div
                key={`${view}-${messageId}`}
                className="composer__body"
                role="tabpanel"
                id={BODY_PANEL_ID}
                aria-labelledby={bodyTabId(view)}
              >
                {view === 'json' ? (
                  <>
                    <Suspense
                      fallback={
                        <p className="loading" role="status">
                          {t('composer.loadingJson')}
                        </p>
                      }
                    >
                      <JsonSection index={index} />
                    </Suspense>
                    <FilesSection index={index} />
                  </>
                ) : (
                  <>
                    <MessageSection index={index} />
                    <FilesSection index={index} />
                    <EmbedsSection index={index} />
                    <ComponentsSection index={index} />
                    <MentionsSection index={index} />
                  </>
                )}
              </div>
            </>
          )
        }
        actions={
          status === 'ready' && (
            <StatusAim index={index}>
              <SendBar index={index} />
            </StatusAim>
          )
        }
        preview={<PreviewPane index={index} />}
      />
    </div>
  )
}
