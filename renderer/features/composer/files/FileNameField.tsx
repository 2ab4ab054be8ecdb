import { useState } from 'react'
import { useT } from '@renderer/i18n/store'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { useTypedText } from '../useTypedText'
import { sensibleName, uniqueName } from './fileNames'

const typed = (text: string) => text.replace(/[\\/]/g, '').trim()

type FileNameFieldProps = { index: number; file: number; name: string }

/**
 * "File N name". Each keystroke renames the file (embeds that show it through attachment:// follow);
 * leaving the box makes the name sensible: the extension kept, unique among the message's files.
 */
export function FileNameField({ index, file, name }: FileNameFieldProps) {
  // Typing renamed it (text holds what was typed, spaces and all); anything else replaces the text.
  const [text, setText] = useTypedText(name, typed)
  // The name before this edit began: its extension is kept when the typed name drops it.
  const [before, setBefore] = useState(name)
  function settle() {
    const message = useDraftsStore.getState().draft?.messages[index]
    const others = message?.files.filter((_, i) => i !== file).map((f) => f.name) ?? []
    const next = uniqueName(sensibleName(text, before), others)
    setBefore(next)
    setText(next)
    if (next !== name) draftActions.updateFile(index, file, { name: next })
  }
  const id = controlId(index, `files.${file}`)
  const t = useT()
  return (
    <div className="file-row__name">
      <label className="visually-hidden" htmlFor={id}>
        {t('composer.files.name', { n: file + 1 })}
      </label>
      <input
        id={id}
        className="input input--compact"
        type="text"
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value)
          const next = typed(event.target.value)
          if (next) draftActions.updateFile(index, file, { name: next })
        }}
        onFocus={() => setBefore(name)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle()
        }}
      />
    </div>
  )
}
