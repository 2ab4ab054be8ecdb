import type { CSSProperties, FocusEvent, ReactNode } from 'react'
import { useRef } from 'react'
import '@renderer/styles/composer-layout.css'
import { useT } from '@renderer/i18n/store'
import { usePaneLayout } from './paneLayout'
import { PaneSwitch } from './PaneSwitch'
import { SplitHandle } from './SplitHandle'
import { usePaneShortcut } from './usePaneShortcut'
import { useWideWindow } from './useWideWindow'

export const EDITOR_PANE_ID = 'composer-editor'
export const PREVIEW_PANE_ID = 'composer-preview'

type Props = {
  /** Above the editor (an outline of its sections, say); the Editor / Preview switch joins it when narrow. */
  head?: ReactNode
  /** The form: it scrolls on its own. */
  editor: ReactNode
  /** The action bar at the foot of the editor: Send and all that comes of it, never scrolled away. */
  actions: ReactNode
  /** The preview pane; it scrolls on its own (its element carries PREVIEW_PANE_ID). */
  preview: ReactNode
  onEditorFocus(event: FocusEvent<HTMLElement>): void
}

/**
 * The composer's panes: the editor over its action bar, and the preview beside them with a movable split
 * from 1200 px of window width up; in a narrower window the preview takes the editor's place at a switch
 * (or Ctrl+Shift+P), and the action bar stays under either. The page itself never scrolls.
 */
export function ComposerPanes({ head, editor, actions, preview, onEditorFocus }: Props) {
  const t = useT()
  const wide = useWideWindow()
  const split = usePaneLayout((state) => state.split)
  const view = usePaneLayout((state) => state.view)
  const panes = useRef<HTMLDivElement>(null)
  usePaneShortcut(!wide)
  const previewShown = wide || view === 'preview'
  const style = wide ? ({ '--editor-share': `${split}%` } as CSSProperties) : undefined

  return (
    <div ref={panes} className="composer__panes" data-layout={wide ? 'split' : 'switch'} style={style}>
      {(head || !wide) && (
        <div className="composer__pane-head">
          {!wide && <PaneSwitch panels={{ editor: EDITOR_PANE_ID, preview: PREVIEW_PANE_ID }} />}
          {head}
        </div>
      )}
      <section
        id={EDITOR_PANE_ID}
        className="composer__editor"
        aria-label={t('composer.layout.editor')}
        hidden={!wide && view === 'preview'}
        onFocus={onEditorFocus}
      >
        {editor}
      </section>
      <div className="composer__actions">{actions}</div>
      {wide && <SplitHandle panes={panes} controls={EDITOR_PANE_ID} />}
      <div className="composer__preview-area" hidden={!previewShown}>
        {preview}
      </div>
    </div>
  )
}
