import type { DraftMessage } from '@shared/drafts/draft'
import type { Measurement } from '@shared/discord'
import { measure } from '@shared/discord'
import type { DraftsState } from './store'
import type { Translate } from '@shared/i18n'
import { problemText } from '@renderer/i18n/problemText'

// measure() runs once per version of a message: every counter on the screen reads the same result
// through a selector, so a keystroke measures its message once and re-renders only the counters whose
// numbers changed.

const cache = new WeakMap<DraftMessage, Measurement>()

/** The counters and problems of a draft message; an edit is checked as an edit body. */
export function measureMessage(message: DraftMessage): Measurement {
  let measured = cache.get(message)
  if (!measured) {
    const kept = message.reference?.kept.length ?? 0
    measured = measure(message.data, {
      kind: message.reference ? 'edit' : 'execute',
      fileCount: message.files.length + kept,
    })
    cache.set(message, measured)
  }
  return measured
}

const NOTHING = measure({})

/** The measurement of message `index` of the open draft (of an empty body while none is open). */
export function measurementOf(state: DraftsState, index: number): Measurement {
  const message = state.draft?.messages[index]
  return message ? measureMessage(message) : NOTHING
}

/** The first problem `measure` found at exactly this path (`avatar_url`, `embeds[0].url`), if any. */
export function problemAt(measured: Measurement, pathText: string, t: Translate): string | undefined {
  const problem = measured.problems.find((p) => p.pathText === pathText)
  return problem && problemText(t, problem)
}
