import { useShallow } from 'zustand/react/shallow'
import type { Measurement } from '@shared/discord'
import type { DraftFile } from '@shared/drafts/draft'
import { useFormats, useT } from '@renderer/i18n/store'
import { measurementOf } from '@renderer/store/drafts/measurement'
import type { EmbedTextPath, Json } from '@renderer/store/drafts/reducers'
import { embedsOf, fieldsOf } from '@renderer/store/drafts/reducers'
import type { DraftsState } from '@renderer/store/drafts/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { samePicked, useEmbedSelector, useScopedSelector } from './embedScope'
import { readEmbedText } from './embedText'
import { galleryHint } from './galleryHint'

// Small subscriptions to one embed's parts: typing in one embed re-renders only the controls whose own
// text or counter changed, and runs no selector of the other embeds (embedScope.ts).

const NO_FILES: DraftFile[] = []

function embedAt(state: DraftsState, index: number, embed: number): Json | undefined {
  const data = state.draft?.messages[index]?.data
  return data ? embedsOf(data)[embed] : undefined
}

export function useEmbedText(index: number, embed: number, path: EmbedTextPath): string {
  return useEmbedSelector(index, embed, (state) => readEmbedText(embedAt(state, index, embed), path))
}

/** Says so when other embeds of the message share this one's URL and Discord merges them (see galleryHint). */
export function useGalleryHint(index: number, embed: number): string | undefined {
  const t = useT()
  const formats = useFormats()
  return useDraftsStore((state) => {
    const data = state.draft?.messages[index]?.data
    return galleryHint(data ? urlsOf(embedsOf(data)) : [], embed, t, formats)
  })
}

const urlsCache = new WeakMap<readonly Json[], string[]>()

/** Every embed's URL, read once per list (each embed's card asks on every change of the draft). */
function urlsOf(embeds: readonly Json[]): string[] {
  let urls = urlsCache.get(embeds)
  if (!urls) {
    urls = embeds.map((each) => readEmbedText(each, 'url'))
    urlsCache.set(embeds, urls)
  }
  return urls
}

/** The embed's colour as Discord's integer, or null for none. */
export function useEmbedColor(index: number, embed: number): number | null {
  return useEmbedSelector(index, embed, (state) => {
    const color = embedAt(state, index, embed)?.color
    return typeof color === 'number' ? color : null
  })
}

export function useFieldValue(index: number, embed: number, field: number, key: 'name' | 'value'): string {
  return useScopedSelector({ index, embed, field }, (state) => {
    const current = embedAt(state, index, embed)
    const value = current ? fieldsOf(current)[field]?.[key] : undefined
    return typeof value === 'string' ? value : ''
  })
}

export function useFieldInline(index: number, embed: number, field: number): boolean {
  return useScopedSelector({ index, embed, field }, (state) => {
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

/**
 * A value picked from the message's measurement for a control of one embed: `pick` may read only that
 * embed's counters and problems (re-read when the embed or the rest of its message changes).
 */
export function useEmbedMeasured<T>(index: number, embed: number, pick: (measured: Measurement) => T): T {
  return useEmbedSelector(index, embed, (state) => pick(measurementOf(state, index)), samePicked)
}

/** useEmbedMeasured for a control of one field: `pick` may read only that field's counters and problems. */
export function useFieldMeasured<T>(
  index: number,
  embed: number,
  field: number,
  pick: (measured: Measurement) => T,
): T {
  return useScopedSelector({ index, embed, field }, (state) => pick(measurementOf(state, index)), samePicked)
}
