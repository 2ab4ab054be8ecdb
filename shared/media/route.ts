// Where the page asks the services for a web image, in each shell, and how a refusal is named.

/** Why a web image is not shown. `off`: the user turned web images off; the page never asked. */
export const MEDIA_FAILURES = [
  'off',
  'notFound',
  'tooBig',
  'notImage',
  'blocked',
  'timedOut',
  'unreachable',
] as const
export type MediaFailureReason = (typeof MEDIA_FAILURES)[number]

/** Set on a refusal by GET /media and by the herald-media: scheme: one of MEDIA_FAILURES. */
export const MEDIA_REFUSAL_HEADER = 'x-herald-media-refusal'

/** The desktop shell's scheme (electron/main/mediaProtocol.ts). */
export const MEDIA_SCHEME = 'herald-media'

/** The browser host's route for a web image (with the token header). */
export const hostMediaPath = (url: string) => `/media?url=${encodeURIComponent(url)}`

/** The desktop shell's address for a web image. */
export const schemeMediaUrl = (url: string) => `${MEDIA_SCHEME}://image/?url=${encodeURIComponent(url)}`

export function isMediaFailure(value: string | null): value is MediaFailureReason {
  return (MEDIA_FAILURES as readonly (string | null)[]).includes(value)
}
