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

/**
 * What the page asks for: a picture (embed images, icons, avatars, emoji, image attachments) or a
 * sent message's video or audio attachment, which the preview plays. Each is checked by its bytes.
 */
export type MediaKind = 'image' | 'playable'

export const isMediaKind = (value: string | null): value is MediaKind =>
  value === 'image' || value === 'playable'

/** The browser host's route for a web image or a video or audio file (with the token header). */
export const hostMediaPath = (url: string, kind: MediaKind = 'image') =>
  `/media?url=${encodeURIComponent(url)}${kind === 'image' ? '' : `&kind=${kind}`}`

/** The desktop shell's address for a web image (herald-media://image/…) or a playable (…://playable/…). */
export const schemeMediaUrl = (url: string, kind: MediaKind = 'image') =>
  `${MEDIA_SCHEME}://${kind}/?url=${encodeURIComponent(url)}`

export function isMediaFailure(value: string | null): value is MediaFailureReason {
  return (MEDIA_FAILURES as readonly (string | null)[]).includes(value)
}
