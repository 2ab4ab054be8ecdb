import { redo, undo } from '@codemirror/commands'
import { setDiagnostics } from '@codemirror/lint'
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import type { RefObject } from 'react'
import { useEffect, useRef, useState } from 'react'
import type { DraftMessage } from '@shared/drafts/draft'
import { stableStringify } from '@shared/drafts/fingerprint'
import { useT } from '@renderer/i18n/store'
import type { Json } from '@renderer/store/drafts/reducers'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { draftActions, useDraftsStore } from '@renderer/store/drafts/store'
import { editorLabel, editorLabelAttributes, fromDraft, jsonEditorExtensions } from './editorSetup'
import {
  editorMounted,
  editorUnmounted,
  isPendingCheck,
  registerCodeHistory,
  setPendingCheck,
} from './jsonEditorHandle'
import { pendingJsonEdit, useJsonEdits } from './jsonEdits'
import type { JsonAnalysis, JsonMark } from './jsonSync'
import { analyseJson, formatBody, markText, shouldReplaceText } from './jsonSync'

/** A pause this long in typing checks the text, and gives the draft a good body. */
export const JSON_SYNC_MS = 300

export type JsonState = { kind: JsonAnalysis['kind'] | 'synced'; marks: JsonMark[] }

// The menu's Undo and Redo reach a code editor's own history through the handle.
registerCodeHistory((element, action) => {
  const view = EditorView.findFromDOM(element)
  if (view) (action === 'undo' ? undo : redo)(view)
})

const optionsOf = (message: DraftMessage) => ({
  kind: message.reference ? ('edit' as const) : ('execute' as const),
  fileCount: message.files.length + (message.reference?.kept.length ?? 0),
})

/**
 * CodeMirror in a shadow root of `host`, bound both ways to message `index`'s body. CodeMirror adds its
 * styles with StyleModule, which in a document writes a <style> element that the page's CSP
 * (`style-src 'self'`) refuses; in a shadow root it uses a constructed, adopted style sheet instead,
 * which the CSP allows (docs/decisions.md).
 */
export function useJsonEditor(host: RefObject<HTMLDivElement | null>, index: number) {
  const data = useDraftsStore(draftsSelectors.data(index))
  const messageId = useDraftsStore((state) => state.draft?.messages[index]?.id ?? '')
  const view = useRef<EditorView>(undefined)
  const shown = useRef<Json>(data)
  const [state, setState] = useState<JsonState>({ kind: 'synced', marks: [] })
  const t = useT()
  // The editor lives across renders: its checks read the translator of the moment, and a switch of
  // language renames it without rebuilding it (its undo history stays). Before the effect that builds it.
  const translator = useRef(t)
  useEffect(() => {
    translator.current = t
    view.current?.dispatch({
      effects: editorLabel.reconfigure(editorLabelAttributes(t('composer.json.editor'))),
    })
  }, [t])

  useEffect(() => {
    const element = host.current
    if (!element) return
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    let timer: ReturnType<typeof setTimeout> | undefined
    const current = () => useDraftsStore.getState().draft?.messages[index]

    const check = () => {
      if (timer) clearTimeout(timer)
      timer = undefined
      if (isPendingCheck(check)) setPendingCheck(undefined)
      const message = current()
      const editor = view.current
      if (!message || !editor) return
      const text = editor.state.doc.toString()
      const result = analyseJson(text, message.data, optionsOf(message))
      editor.dispatch(
        setDiagnostics(
          editor.state,
          result.marks.map((mark) => ({
            from: mark.from,
            to: mark.to,
            severity: 'error',
            message: markText(translator.current, mark),
          })),
        ),
      )
      setState({ kind: result.kind, marks: result.marks })
      const edits = useJsonEdits.getState()
      if (result.kind !== 'valid') {
        return edits.hold(message.id, { text, base: message.data, first: result.marks[0] })
      }
      edits.drop(message.id)
      if (stableStringify(result.data) === stableStringify(message.data)) return
      shown.current = result.data
      draftActions.replaceMessageData(index, result.data)
    }
    const schedule = () => {
      if (timer) clearTimeout(timer)
      timer = setTimeout(check, JSON_SYNC_MS)
      setPendingCheck(check)
    }

    const message = current()
    const kept = message && pendingJsonEdit(useJsonEdits.getState().pending, message)
    if (message && !kept) useJsonEdits.getState().drop(message.id)
    const restored = kept?.text
    shown.current = message?.data ?? {}
    const editor = new EditorView({
      root,
      parent: root,
      state: EditorState.create({
        doc: restored ?? formatBody(shown.current),
        extensions: jsonEditorExtensions(schedule, translator.current('composer.json.editor')),
      }),
    })
    view.current = editor
    editorMounted(editor)
    if (restored) check()
    return () => {
      // A pending check runs now, so a pause shorter than the debounce loses nothing either.
      if (timer) check()
      editor.destroy()
      view.current = undefined
      editorUnmounted(editor)
    }
  }, [host, index, messageId])

  // The form, undo or a paste changed the body: the text follows, unless it is the user's own unsaved text.
  useEffect(() => {
    const editor = view.current
    if (!editor) return
    const text = editor.state.doc.toString()
    if (shouldReplaceText(text, shown.current, data)) {
      const next = formatBody(data)
      const head = Math.min(editor.state.selection.main.head, next.length)
      editor.dispatch({
        changes: { from: 0, to: text.length, insert: next },
        selection: { anchor: head },
        annotations: fromDraft.of(true),
      })
      editor.dispatch(setDiagnostics(editor.state, []))
      setState({ kind: 'synced', marks: [] })
      useJsonEdits.getState().drop(messageId)
    } else {
      // The user's text stays on screen over the new body: it still holds Send.
      useJsonEdits.getState().rebase(messageId, data)
    }
    shown.current = data
  }, [data, messageId])

  /** Throws away the text the draft has not taken: the editor shows the body Send would post. */
  const discard = () => {
    const editor = view.current
    if (!editor) return
    const text = editor.state.doc.toString()
    const next = formatBody(useDraftsStore.getState().draft?.messages[index]?.data ?? shown.current)
    editor.dispatch({ changes: { from: 0, to: text.length, insert: next }, annotations: fromDraft.of(true) })
    editor.dispatch(setDiagnostics(editor.state, []))
    setState({ kind: 'synced', marks: [] })
    useJsonEdits.getState().drop(messageId)
    editor.focus()
  }

  return { state, view, discard }
}
