import { useShallow } from 'zustand/react/shallow'
import type { Measurement } from '@shared/discord'
import type { DraftFile } from '@shared/drafts/draft'
import { measurementOf } from '@renderer/store/drafts/measurement'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { valueAt } from '@renderer/store/drafts/reducers'
import { useDraftsStore } from '@renderer/store/drafts/store'
import type { Translate } from '@shared/i18n'
import { problemText } from '@renderer/i18n/problemText'

// Small subscriptions into the message body by path: each control re-renders only when its own value,
// list length or counter changed.

const NO_FILES: DraftFile[] = []

function dataOf(state: ReturnType<typeof useDraftsStore.getState>, index: number): unknown {
  return state.draft?.messages[index]?.data
}

export function useText(index: number, path: BodyPath): string {
  return useDraftsStore((state) => {
    const value = valueAt(dataOf(state, index), path)
    return typeof value === 'string' ? value : ''
  })
}

export function useFlag(index: number, path: BodyPath): boolean {
  return useDraftsStore((state) => valueAt(dataOf(state, index), path) === true)
}

/** Whether the value is exactly false (not merely absent). */
export function useOff(index: number, path: BodyPath): boolean {
  return useDraftsStore((state) => valueAt(dataOf(state, index), path) === false)
}

export function useNumber(index: number, path: BodyPath): number | undefined {
  return useDraftsStore((state) => {
    const value = valueAt(dataOf(state, index), path)
    return typeof value === 'number' ? value : undefined
  })
}

export function useLength(index: number, path: BodyPath): number {
  return useDraftsStore((state) => {
    const value = valueAt(dataOf(state, index), path)
    return Array.isArray(value) ? value.length : 0
  })
}

/** The `type` of each item of the list at path (a list of components). */
export function useTypes(index: number, path: BodyPath): number[] {
  return useDraftsStore(
    useShallow((state) => {
      const value = valueAt(dataOf(state, index), path)
      if (!Array.isArray(value)) return []
      return value.map((item: unknown) => {
        const type = valueAt(item, ['type'])
        return typeof type === 'number' ? type : 0
      })
    }),
  )
}

/** The names of the files staged with the message, and whether each is an image. */
export function useFiles(index: number): { name: string; image: boolean }[] {
  return useDraftsStore(
    useShallow((state) =>
      (state.draft?.messages[index]?.files ?? NO_FILES).map((file) => `${file.contentType}\n${file.name}`),
    ),
  ).map((entry) => {
    const [type = '', name = ''] = entry.split('\n')
    return { name, image: type.startsWith('image/') }
  })
}

export function useMeasured<T extends object>(index: number, pick: (measured: Measurement) => T): T {
  return useDraftsStore(useShallow((state) => pick(measurementOf(state, index))))
}

/** The first problem measure() found at exactly this path. */
export function problemIn(measured: Measurement, text: string, t: Translate): string | undefined {
  const problem = measured.problems.find((p) => p.pathText === text)
  return problem && problemText(t, problem)
}
