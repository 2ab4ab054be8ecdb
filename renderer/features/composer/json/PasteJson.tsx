import type { Translate } from '@shared/i18n'
import type { Json } from '@renderer/store/drafts/reducers'
import { useT } from '@renderer/i18n/store'
import { ConfirmDialog } from '@renderer/components/ConfirmDialog'
import { draftActions } from '@renderer/store/drafts/store'
import { analyseJson, markText } from './jsonSync'
import type { JsonMark } from './jsonSync'

export type PastedBody = { data: Json; marks: JsonMark[] }

/** The clipboard's text as a message body, or why it is not one (in the page's language). */
export async function readPastedBody(
  t: Translate,
  current: Json,
  fileCount: number,
): Promise<{ ok: true; body: PastedBody } | { ok: false; reason: string }> {
  let text: string
  try {
    text = await navigator.clipboard.readText()
  } catch {
    return { ok: false, reason: t('composer.json.paste.refused') }
  }
  const result = analyseJson(text.trim(), current, { kind: 'execute', fileCount })
  if (result.kind === 'invalid') {
    return {
      ok: false,
      reason:
        `${t('composer.json.paste.notBody')} ${result.marks[0] ? markText(t, result.marks[0]) : ''}`.trim(),
    }
  }
  return { ok: true, body: { data: result.data, marks: result.marks } }
}

type Props = { index: number; body: PastedBody; onClose(): void }

/** Replacing a whole body asks first, and says what is wrong with the pasted one (undo brings it back). */
export function PasteJsonDialog({ index, body, onClose }: Props) {
  const t = useT()
  return (
    <ConfirmDialog
      title={t('composer.json.paste.title', { number: index + 1 })}
      confirmLabel={t('composer.json.paste.confirm')}
      onConfirm={() => {
        draftActions.replaceMessageData(index, body.data)
        onClose()
      }}
      onClose={onClose}
    >
      <p>{t('composer.json.paste.text')}</p>
      {body.marks.length > 0 && (
        <>
          <p>{t('composer.json.paste.problems')}</p>
          <ul>
            {body.marks.map((mark) => (
              <li key={`${mark.from}:${mark.message}`}>{markText(t, mark)}</li>
            ))}
          </ul>
        </>
      )}
    </ConfirmDialog>
  )
}
