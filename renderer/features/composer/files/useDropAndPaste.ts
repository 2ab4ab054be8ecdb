import type { RefObject } from 'react'
import { useEffect, useState } from 'react'

/** Files a drop or a paste carries; a pasted image without a name gets one from its type. */
function filesOf(list: FileList | undefined | null): File[] {
  return [...(list ?? [])].map((file) =>
    file.name ? file : new File([file], `pasted.${file.type.split('/')[1] ?? 'bin'}`, { type: file.type }),
  )
}

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true

/**
 * Lets the user drop files anywhere on the editor and paste images into it (the message box included),
 * and says while a drag is over it. `anchor` is an element inside the editor.
 */
export function useDropAndPaste(anchor: RefObject<HTMLElement | null>, attach: (files: File[]) => void) {
  const [over, setOver] = useState(false)
  useEffect(() => {
    const editor = anchor.current?.closest<HTMLElement>('.composer__editor')
    if (!editor) return
    let depth = 0
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      depth++
      setOver(true)
    }
    const onLeave = () => {
      depth = Math.max(0, depth - 1)
      if (depth === 0) setOver(false)
    }
    const onOver = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault()
    }
    const onDrop = (event: DragEvent) => {
      depth = 0
      setOver(false)
      const files = filesOf(event.dataTransfer?.files)
      if (files.length === 0) return
      event.preventDefault()
      attach(files)
    }
    const onPaste = (event: ClipboardEvent) => {
      // Only images: a file copied in a file manager also pastes its path as text, which stays text.
      const images = filesOf(event.clipboardData?.files).filter((file) => file.type.startsWith('image/'))
      if (images.length === 0) return
      event.preventDefault()
      attach(images)
    }
    editor.addEventListener('dragenter', onEnter)
    editor.addEventListener('dragleave', onLeave)
    editor.addEventListener('dragover', onOver)
    editor.addEventListener('drop', onDrop)
    editor.addEventListener('paste', onPaste)
    editor.classList.add('composer__editor--droppable')
    return () => {
      editor.removeEventListener('dragenter', onEnter)
      editor.removeEventListener('dragleave', onLeave)
      editor.removeEventListener('dragover', onOver)
      editor.removeEventListener('drop', onDrop)
      editor.removeEventListener('paste', onPaste)
      editor.classList.remove('composer__editor--droppable', 'composer__editor--drop')
    }
  }, [anchor, attach])
  useEffect(() => {
    anchor.current?.closest('.composer__editor')?.classList.toggle('composer__editor--drop', over)
  }, [anchor, over])
  return over
}
