import { useStore } from 'zustand'
import { SHORTCUTS, ariaShortcut, shortcutLabel } from '@shared/shortcuts/table'
import '@renderer/styles/composer-drafts.css'
import '@renderer/styles/composer-interop.css'
import { Button } from '@renderer/components/Button'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { redo, undo, useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { NewFromTemplateDialog, SaveTemplateDialog } from '../templates'
import { DraftActionsMenu } from './DraftActionsMenu'
import { useDraftsBarDialog } from './dialogState'
import { DraftsMenu } from './DraftsMenu'
import { ExportDialog } from './ExportDialog'
import { ImportDialog } from './ImportDialog'
import { RenameDialog } from './RenameDialog'
import { SaveStatus } from './SaveStatus'
import { useUndoKeys } from './useUndoKeys'
import { isMacPlatform } from '../message/shortcuts'

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform)

/** The composer's header: the drafts list, the Draft actions menu and its dialogs, save state, undo/redo. */
export function DraftsBar() {
  // The id and name only: the whole draft changes with every keystroke, and the bar need not re-render.
  const draftId = useDraftsStore((state) => state.draft?.id)
  const draftName = useDraftsStore((state) => state.draft?.name ?? '')
  const store = useDraftsStore.getState
  const canUndo = useStore(useDraftsStore.temporal, (state) => state.pastStates.length > 0)
  const canRedo = useStore(useDraftsStore.temporal, (state) => state.futureStates.length > 0)
  const { dialog, close } = useDraftsBarDialog()
  useUndoKeys()
  if (draftId === undefined) return null

  return (
    <div className="drafts-bar" role="toolbar" aria-label="Draft">
      <DraftsMenu />
      <span className="drafts-bar__name" title={draftName}>
        {draftName || 'Untitled draft'}
      </span>
      <DraftActionsMenu mac={MAC} />
      <span className="drafts-bar__history">
        <SaveStatus />
        <Button
          className="button--small"
          disabled={!canUndo}
          aria-keyshortcuts={ariaShortcut(SHORTCUTS.undo, MAC)}
          title={`Undo (${shortcutLabel(SHORTCUTS.undo, MAC)})`}
          onClick={undo}
        >
          Undo
        </Button>
        <Button
          className="button--small"
          disabled={!canRedo}
          aria-keyshortcuts={
            MAC ? ariaShortcut(SHORTCUTS.redo, MAC) : `${ariaShortcut(SHORTCUTS.redo, MAC)} Control+Y`
          }
          title={`Redo (${shortcutLabel(SHORTCUTS.redo, MAC)})`}
          onClick={redo}
        >
          Redo
        </Button>
      </span>
      {dialog === 'rename' && (
        <RenameDialog
          name={draftName}
          onClose={close}
          onRename={(name) => {
            close()
            drop(store().rename(draftId, name))
          }}
        />
      )}
      {dialog === 'import' && <ImportDialog onClose={close} />}
      {dialog === 'saveTemplate' && <SaveTemplateDialog onClose={close} />}
      {dialog === 'newFromTemplate' && <NewFromTemplateDialog onClose={close} />}
      {dialog === 'export' && <ExportDialog draftId={draftId} onClose={close} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete the draft “${draftName || 'Untitled draft'}”?`}
          confirmLabel="Delete draft"
          skippable
          tone="danger"
          onClose={close}
          onConfirm={() => {
            close()
            drop(store().remove(draftId))
          }}
        >
          <p>
            The draft and the files attached to it are removed from this computer. Sent messages stay on
            Discord.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
