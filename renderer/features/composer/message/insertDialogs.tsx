// The composer's insert dialogs and name pickers in one chunk, loaded the first time one is needed: they
// are not in the page's first load, and one chunk splits the bundle less than one per dialog.
import { EmojiDialog } from './EmojiDialog'
import { MentionDialog } from './MentionDialog'
import { TimestampDialog } from './TimestampDialog'

export { IdNamePicker } from '../mentions/IdNamePicker'

export type InsertKind = 'timestamp' | 'mention' | 'emoji'

const DIALOGS = { timestamp: TimestampDialog, mention: MentionDialog, emoji: EmojiDialog }

/** The insert dialog of one kind. */
export function InsertDialog({
  kind,
  ...props
}: {
  kind: InsertKind
  onInsert(text: string): void
  onClose(): void
}) {
  const Chosen = DIALOGS[kind]
  return <Chosen {...props} />
}
