import '@renderer/styles/composer-json.css'
import { useRef, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { drop } from '@renderer/util/drop'
import { formatBody } from './jsonSync'
import { PasteJsonDialog, readPastedBody } from './PasteJson'
import type { PastedBody } from './PasteJson'
import { useJsonEditor } from './useJsonEditor'

const STATUS = {
  synced: 'The form and the JSON show the same body.',
  valid: 'The form and the JSON show the same body.',
  held: 'Not taken yet: fix the problems marked below. The form keeps the last good body, and Send waits.',
  invalid: 'Not taken yet: this is not valid JSON. The form keeps the last good body, and Send waits.',
} as const

/**
 * The selected message's body as JSON, exactly as Send posts it, editable: a good edit changes the
 * draft (and so the form and the preview) after a pause; a broken one is marked line by line and kept
 * as typed. Copy and Paste move a whole message body through the clipboard.
 */
export function JsonSection({ index }: { index: number }) {
  const host = useRef<HTMLDivElement>(null)
  const { state, discard } = useJsonEditor(host, index)
  const data = useDraftsStore(draftsSelectors.data(index))
  const fileCount = useDraftsStore((s) => s.draft?.messages[index]?.files.length ?? 0)
  const [note, setNote] = useState<string>()
  const [pasted, setPasted] = useState<PastedBody>()
  const label = `message ${index + 1}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formatBody(data))
      setNote(`Copied the JSON of ${label}.`)
    } catch {
      setNote('The clipboard refused: select the text in the editor and copy it.')
    }
  }
  const paste = async () => {
    const result = await readPastedBody(data, fileCount)
    if (result.ok) setPasted(result.body)
    else setNote(result.reason)
  }

  return (
    <section className="card composer-part composer-json" aria-labelledby="composer-json-title">
      <div className="json__head">
        <h2 className="card__title" id="composer-json-title">
          JSON of {label}
        </h2>
        <Button onClick={() => drop(copy())}>Copy JSON</Button>
        <Button onClick={() => drop(paste())}>Paste JSON</Button>
      </div>
      <p className="json__hint">
        Discord&rsquo;s Execute Webhook body, as Send posts it.
        {fileCount > 0 &&
          ` Send adds an "attachments" list for the ${fileCount === 1 ? 'file' : `${fileCount} files`} below.`}
      </p>
      <div ref={host} className="json__editor" data-testid="json-editor" />
      <p className={`json__status json__status--${state.kind}`} role="status" aria-label="JSON state">
        {STATUS[state.kind]}
      </p>
      {(state.kind === 'invalid' || state.kind === 'held') && (
        <Button className="json__discard" onClick={discard}>
          Discard JSON edit
        </Button>
      )}
      {state.marks.length > 0 && (
        <ul className="json__problems" aria-label="Problems in the JSON">
          {state.marks.map((mark) => (
            <li key={`${mark.from}:${mark.message}`}>
              <strong>Line {mark.line}:</strong> {mark.message}
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p className="json__note" role="status">
          {note}
        </p>
      )}
      {pasted && (
        <PasteJsonDialog label={label} index={index} body={pasted} onClose={() => setPasted(undefined)} />
      )}
    </section>
  )
}
