import '@renderer/styles/composer-json.css'
import { useRef, useState } from 'react'
import type { MessageKey } from '@shared/i18n'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { formatBody, markText } from './jsonSync'
import { PasteJsonDialog, readPastedBody } from './PasteJson'
import type { PastedBody } from './PasteJson'
import { useJsonEditor } from './useJsonEditor'
import type { JsonState } from './useJsonEditor'

const STATUS: Record<JsonState['kind'], MessageKey> = {
  synced: 'composer.json.status.same',
  valid: 'composer.json.status.same',
  held: 'composer.json.status.held',
  invalid: 'composer.json.status.invalid',
}

/**
 * The selected message's body as JSON, exactly as Send posts it, editable: a good edit changes the
 * draft (and so the form and the preview) after a pause; a broken one is marked line by line and kept
 * as typed. Copy and Paste move a whole message body through the clipboard.
 */
export function JsonSection({ index }: { index: number }) {
  const t = useT()
  const host = useRef<HTMLDivElement>(null)
  const { state, discard } = useJsonEditor(host, index)
  const data = useDraftsStore(draftsSelectors.data(index))
  const fileCount = useDraftsStore((s) => s.draft?.messages[index]?.files.length ?? 0)
  const [note, setNote] = useState<string>()
  const [pasted, setPasted] = useState<PastedBody>()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formatBody(data))
      setNote(t('composer.json.copied', { number: index + 1 }))
    } catch {
      setNote(t('composer.json.copyRefused'))
    }
  }
  const paste = async () => {
    const result = await readPastedBody(t, data, fileCount)
    if (result.ok) setPasted(result.body)
    else setNote(result.reason)
  }

  return (
    <section className="card composer-part composer-json" aria-labelledby="composer-json-title">
      <div className="json__head">
        <h2 className="card__title" id="composer-json-title">
          {t('composer.json.title', { number: index + 1 })}
        </h2>
        <Button onClick={() => drop(copy())}>{t('composer.json.copy')}</Button>
        <Button onClick={() => drop(paste())}>{t('composer.json.paste')}</Button>
      </div>
      <p className="json__hint">
        {t('composer.json.hint')}
        {fileCount > 0 && ` ${t('composer.json.hintFiles', { count: fileCount })}`}
      </p>
      {/* Code reads left to right in every language. */}
      <div ref={host} className="json__editor" dir="ltr" data-testid="json-editor" />
      <p
        className={`json__status json__status--${state.kind}`}
        role="status"
        aria-label={t('composer.json.state')}
      >
        {t(STATUS[state.kind])}
      </p>
      {(state.kind === 'invalid' || state.kind === 'held') && (
        <Button className="json__discard" onClick={discard}>
          {t('composer.json.discard')}
        </Button>
      )}
      {state.marks.length > 0 && (
        <ul className="json__problems" aria-label={t('composer.json.problems')}>
          {state.marks.map((mark) => (
            <li key={`${mark.from}:${mark.message}`}>
              <strong>{t('composer.json.line', { line: mark.line })}</strong> {markText(t, mark)}
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p className="json__note" role="status">
          {note}
        </p>
      )}
      {pasted && <PasteJsonDialog index={index} body={pasted} onClose={() => setPasted(undefined)} />}
    </section>
  )
}
