import type { DraftMessage } from '@shared/drafts/draft'
import { colourHoldsSend, useColourHolds } from '../embeds/colourHolds'
import { jsonEditReason, pendingJsonEdit, useJsonEdits } from '../json/jsonEdits'
import { jsonEditHolds } from '../json/jsonEditorHandle'
import type { SendProblem } from './problems'
import { JSON_PATH } from './problems'

type Message = Pick<DraftMessage, 'id' | 'data'>

/**
 * Text on screen the draft has not taken for message `index` (a JSON edit, a colour box left with text
 * that is not a colour): Send, Update status message and Schedule… would post another body than the one
 * shown, so each is a reason they wait, linking to the control.
 */
export function screenHolds(
  message: Message,
  index: number,
  json: ReturnType<typeof useJsonEdits.getState>['pending'],
  colours: ReturnType<typeof useColourHolds.getState>['held'],
): SendProblem[] {
  const edit = pendingJsonEdit(json, message)
  const held: SendProblem[] = edit ? [{ key: 'json', message: jsonEditReason(edit), path: JSON_PATH }] : []
  for (const [id, hold] of Object.entries(colours)) {
    if (hold.message === index) held.push({ key: `colour:${id}`, message: hold.reason, path: hold.path })
  }
  return held
}

/** The same for every message, for rendering. */
export function useScreenHolds(messages: readonly Message[]): SendProblem[][] {
  const json = useJsonEdits((state) => state.pending)
  const colours = useColourHolds((state) => state.held)
  return messages.map((message, index) => screenHolds(message, index, json, colours))
}

/**
 * Whether such text holds a message of the open draft now, read from the stores rather than the last
 * render: Ctrl+Enter can come right after the text. Call flushJsonEdit first.
 */
export function heldOnScreen(messages: number): boolean {
  if (colourHoldsSend()) return true
  for (let i = 0; i < messages; i++) if (jsonEditHolds(i)) return true
  return false
}
