import type { Json } from '@renderer/store/drafts/reducers'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { draftActions } from '@renderer/store/drafts/store'
import { analyseJson } from './jsonSync'
import type { JsonMark } from './jsonSync'

export type PastedBody = { data: Json; marks: JsonMark[] }

/** The clipboard's text as a message body, or why it is not one. */
export async function readPastedBody(
  current: Json,
  fileCount: number,
): Promise<{ ok: true; body: PastedBody } | { ok: false; reason: string }> {
  let text: string
  try {
    text = await navigator.clipboard.readText()
  } catch {
    return { ok: false, reason: 'The clipboard refused: paste into the editor with Ctrl+V instead.' }
  }
  const result = analyseJson(text.trim(), current, { kind: 'execute', fileCount })
  if (result.kind === 'invalid') {
    return {
      ok: false,
      reason: `The clipboard does not hold a message body. ${result.marks[0]?.message ?? ''}`,
    }
  }
  return { ok: true, body: { data: result.data, marks: result.marks } }
}

type Props = { label: string; index: number; body: PastedBody; onClose(): void }

/** Replacing a whole body asks first, and says what is wrong with the pasted one (undo brings it back). */
export function PasteJsonDialog({ label, index, body, onClose }: Props) {
  return (
    <ConfirmDialog
      title={`Replace ${label} with the pasted JSON?`}
      confirmLabel="Replace"
      onConfirm={() => {
        draftActions.replaceMessageData(index, body.data)
        onClose()
      }}
      onClose={onClose}
    >
      <p>Its content, embeds and components are replaced. Files and the thread stay. Undo brings it back.</p>
      {body.marks.length > 0 && (
        <>
          <p>Send will refuse it until these are fixed:</p>
          <ul>
            {body.marks.map((mark) => (
              <li key={`${mark.from}:${mark.message}`}>{mark.message}</li>
            ))}
          </ul>
        </>
      )}
    </ConfirmDialog>
  )
}
