import { useShallow } from 'zustand/react/shallow'
import type { Measurement } from '@shared/discord'
import type { DraftFile } from '@shared/drafts/draft'
import { measurementOf } from '@renderer/store/drafts/measurement'
import type { EmbedTextPath, Json } from '@renderer/store/drafts/reducers'
import { embedsOf, fieldsOf } from '@renderer/store/drafts/reducers'
import type { DraftsState } from '@renderer/store/drafts/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { readEmbedText } from './embedText'
import { galleryHint } from './galleryHint'

// Small subscriptions to one embed's parts: typing in one embed re-renders only the controls whose own
// text or counter changed, never the other embeds.

const NO_FILES: DraftFile[] = []

function embedAt(state: DraftsState, index: number, embed: number): Json | undefined {
  const data = state.draft?.messages[index]?.data
  return data ? embedsOf(data)[embed] : undefined
}

export function useEmbedText(index: number, embed: number, path: EmbedTextPath): string {
  return useDraftsStore((state) => readEmbedText(embedAt(state, index, embed), path))
}

/** Says so when other embeds of the message share this one's URL and Discord merges them (see galleryHint). */
export function useGalleryHint(index: number, embed: number): string | undefined {
  return useDraftsStore((state) => {
    const data = state.draft?.messages[index]?.data
    const urls = data ? embedsOf(data).map((each) => readEmbedText(each, 'url')) : []
    return galleryHint(urls, embed)
  })
}

/** The embed's colour as Discord's integer, or null for none. */
export function useEmbedColor(index: number, embed: number): number | null {
  return useDraftsStore((state) => {
    const color = embedAt(state, index, embed)?.color
    return typeof color === 'number' ? color : null
  })
}

export function useFieldValue(index: number, embed: number, field: number, key: 'name' | 'value'): string {
  return useDraftsStore((state) => {
    const current = embedAt(state, index, embed)
    const value = current ? fieldsOf(current)[field]?.[key] : undefined
    return typeof value === 'string' ? value : ''
  })
}

export function useFieldInline(index: number, embed: number, field: number): boolean {
  return useDraftsStore((state) => {
    const current = embedAt(state, index, embed)
    return current ? fieldsOf(current)[field]?.inline === true : false
  })
}

/** Names of the files a sent message holds and its edit keeps: attachment://name still shows them. */
export function useKeptNames(index: number): string {
  // One string, so the selector's result compares equal while the list is unchanged.
  return useDraftsStore((state) =>
    (state.draft?.messages[index]?.reference?.kept ?? []).map((a) => a.filename).join('\n'),
  )
}

/** The message's staged files, for "use an attached image". */
export function useMessageFiles(index: number): DraftFile[] {
  return useDraftsStore((state) => state.draft?.messages[index]?.files ?? NO_FILES)
}

/** A value picked from the message's measurement; objects are compared key by key. */
export function useMeasured<T>(index: number, pick: (measured: Measurement) => T): T {
  return useDraftsStore(useShallow((state: DraftsState) => pick(measurementOf(state, index))))
}
