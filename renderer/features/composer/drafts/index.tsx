import { useStore } from 'zustand'
import { SHORTCUTS, ariaShortcut, shortcutLabel } from '@shared/shortcuts/table'
import '@renderer/styles/composer-drafts.css'
import '@renderer/styles/composer-interop.css'
import { Button } from '@renderer/components/Button'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { useT } from '@renderer/i18n/store'
import { redo, undo, useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { NewFromTemplateDialog, SaveTemplateDialog } from '../templates'
import { DraftActionsMenu } from './DraftActionsMenu'
import { useDraftsBarDialog } from './dialogState'
import { DraftsMenu } from './DraftsMenu'
import { draftName } from './draftName'
import { ExportDialog } from './ExportDialog'
import { ImportDialog } from './ImportDialog'
import { RenameDialog } from './RenameDialog'
import { SaveStatus } from './SaveStatus'
import { useUndoKeys } from './useUndoKeys'
import { isMacPlatform } from '../message/shortcuts'

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform)

/** The composer's header: the drafts list, the Draft actions menu and its dialogs, save state, undo/redo. */
export function DraftsBar() {
  const t = useT()
  // The id and name only: the whole draft changes with every keystroke, and the bar need not re-render.
  const draftId = useDraftsStore((state) => state.draft?.id)
  const storedName = useDraftsStore((state) => state.draft?.name ?? '')
  const store = useDraftsStore.getState
  const canUndo = useStore(useDraftsStore.temporal, (state) => state.pastStates.length > 0)
  const canRedo = useStore(useDraftsStore.temporal, (state) => state.futureStates.length > 0)
  const { dialog, close } = useDraftsBarDialog()
  useUndoKeys()
  if (draftId === undefined) return null
  const name = draftName(t, storedName)

  return (
    <div className="drafts-bar" role="toolbar" aria-label={t('composer.drafts.toolbar')}>
      <DraftsMenu />
      <span className="drafts-bar__name" title={name}>
        {name}
      </span>
      <DraftActionsMenu mac={MAC} />
      <span className="drafts-bar__history">
        <SaveStatus />
        <Button
          className="button--small"
          disabled={!canUndo}
          aria-keyshortcuts={ariaShortcut(SHORTCUTS.undo, MAC)}
          title={t('composer.drafts.undoTitle', { keys: shortcutLabel(SHORTCUTS.undo, MAC) })}
          onClick={undo}
        >
          {t('menu.undo')}
        </Button>
        <Button
          className="button--small"
          disabled={!canRedo}
          aria-keyshortcuts={
            MAC ? ariaShortcut(SHORTCUTS.redo, MAC) : `${ariaShortcut(SHORTCUTS.redo, MAC)} Control+Y`
          }
          title={t('composer.drafts.redoTitle', { keys: shortcutLabel(SHORTCUTS.redo, MAC) })}
          onClick={redo}
        >
          {t('menu.redo')}
        </Button>
      </span>
      {dialog === 'rename' && (
        <RenameDialog
          name={name}
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
          title={t('composer.drafts.delete.title', { name })}
          confirmLabel={t('composer.drafts.delete.confirm')}
          skippable
          tone="danger"
          onClose={close}
          onConfirm={() => {
            close()
            drop(store().remove(draftId))
          }}
        >
          <p>{t('composer.drafts.delete.text')}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
