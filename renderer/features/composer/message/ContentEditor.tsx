import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { LimitCounter } from '@renderer/components/LimitCounter'
import { useT } from '@renderer/i18n/store'
import { measurementOf } from '@renderer/store/drafts/measurement'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { DraftTextarea } from '../DraftTextarea'
import type { Edit, FormatKind } from './formatting'
import { applyFormat, insertAt } from './formatting'
import { FormatToolbar } from './FormatToolbar'
import type { InsertKind } from './insertDialogs'
import { formatForKey, isMacPlatform } from './shortcuts'
import { useMessageText } from './useMessageText'

// Opened on demand, from one chunk that is not in the page's first load.
const InsertDialog = lazy(async () => ({ default: (await import('./insertDialogs')).InsertDialog }))

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform)

/** The message text with its counter, formatting toolbar, shortcuts and insert helpers. */
export function ContentEditor({ index }: { index: number }) {
  const t = useT()
  const id = controlId(index, 'content')
  const content = useMessageText(index, 'content')
  const counter = useDraftsStore(
    useShallow((state) => {
      const { used, limit } = measurementOf(state, index).content
      return { used, limit }
    }),
  )
  const [dialog, setDialog] = useState<InsertKind>()
  const ref = useRef<HTMLTextAreaElement>(null)
  /** The selection to restore once the store's new text is on the screen. */
  const pending = useRef<{ start: number; end: number } | undefined>(undefined)

  useLayoutEffect(() => {
    const area = ref.current
    if (!area || !pending.current) return
    area.setSelectionRange(pending.current.start, pending.current.end)
    pending.current = undefined
  })

  const current = (): Edit => {
    const area = ref.current
    if (!area) return { text: content, start: content.length, end: content.length }
    return { text: area.value, start: area.selectionStart, end: area.selectionEnd }
  }
  const commit = (edit: Edit) => {
    pending.current = { start: edit.start, end: edit.end }
    draftActions.setMessageText(index, 'content', edit.text)
    ref.current?.focus()
  }
  const format = (kind: FormatKind) => commit(applyFormat(current(), kind))
  // The dialog gives the focus back to its opener when it goes; the text box takes it after that.
  const insert = (text: string) => {
    setDialog(undefined)
    setTimeout(() => commit(insertAt(current(), text)), 0)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const kind = formatForKey(event, MAC)
    if (!kind) return
    event.preventDefault()
    format(kind)
  }

  return (
    <div
      className={
        counter.used > counter.limit ? 'field field--invalid content-editor' : 'field content-editor'
      }
    >
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {t('composer.message.content')}
        </label>
        <LimitCounter id={`${id}-counter`} used={counter.used} limit={counter.limit} />
      </div>
      <FormatToolbar
        controls={id}
        mac={MAC}
        onFormat={format}
        onTimestamp={() => setDialog('timestamp')}
        onMention={() => setDialog('mention')}
        onEmoji={() => setDialog('emoji')}
      />
      <DraftTextarea
        ref={ref}
        id={id}
        className="input textarea content-editor__text"
        value={content}
        placeholder={t('composer.message.placeholder')}
        aria-describedby={`${id}-counter`}
        aria-invalid={counter.used > counter.limit || undefined}
        onChange={(event) => draftActions.setMessageText(index, 'content', event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Suspense fallback={null}>
        {dialog && <InsertDialog kind={dialog} onInsert={insert} onClose={() => setDialog(undefined)} />}
      </Suspense>
    </div>
  )
}
