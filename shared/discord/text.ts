import { z } from 'zod'

/**
 * Length as Discord counts it: Unicode code points, not UTF-16 units, because the API is Python 3
 * (discord-wire §1.2, api-docs issue #1315). An emoji like 😀 is 1, not 2.
 */
export function countCodePoints(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    // A high surrogate followed by a low surrogate is one code point; a lone surrogate counts as one.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) i++
    }
    count++
  }
  return count
}

/** Python's str.isspace() set: Discord trims embed text with Python's strip() before measuring it. */
function isPythonSpace(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d) || unit >= 0x1c
  if (unit < 0x85) return false
  return (
    unit === 0x85 ||
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000
  )
}

/**
 * Trim the way Discord does before measuring embed limits (discord-wire §1.2, "Embed Limits"). Two
 * scans from the ends, so the cost is linear: a trailing-whitespace regex retries from every space of
 * an inner run and went quadratic on text like 'a' + 4000 spaces + 'a'. Every character of the set is
 * one UTF-16 unit, so scanning units is scanning code points.
 */
export function trimDiscord(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isPythonSpace(text.charCodeAt(start))) start++
  while (end > start && isPythonSpace(text.charCodeAt(end - 1))) end--
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Embed text length: code points after trimming. */
export function countEmbedText(text: string): number {
  return countCodePoints(trimDiscord(text))
}

export type TextRule = {
  /** What the user calls this field, for sentences like "The embed title is too long". */
  label: string
  max: number
  min?: number
  /** Measure after trimming (embed text). */
  trim?: boolean
}

/** A string limited in code points, with issues that carry a problem code and a readable sentence. */
export function codePointString(rule: TextRule) {
  const min = rule.min ?? 0
  return z.string().superRefine((value, ctx) => {
    const used = rule.trim ? countEmbedText(value) : countCodePoints(value)
    if (used > rule.max) {
      ctx.addIssue({
        code: 'custom',
        message: `${rule.label} is ${used} characters long; Discord allows at most ${rule.max}.`,
        params: { code: 'too_long', used, limit: rule.max },
      })
    } else if (used < min) {
      ctx.addIssue({
        code: 'custom',
        message:
          min === 1
            ? `${rule.label} cannot be empty.`
            : `${rule.label} needs at least ${min} characters; it has ${used}.`,
        params: { code: used === 0 ? 'empty' : 'too_short', used, limit: min },
      })
    }
  })
}

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i
const ATTACHMENT_URL = /^attachment:\/\/[^\s/\\]+$/

/** Whether the text is an absolute http(s) URL, the only schemes Discord takes for links. */
export function isHttpUrl(text: string): boolean {
  return HTTP_URL.test(text)
}

/** Whether the text is an attachment://filename reference to an uploaded file (discord-wire §7.4). */
export function isAttachmentUrl(text: string): boolean {
  return ATTACHMENT_URL.test(text)
}

/** The file name an attachment:// reference points to, or undefined. */
export function attachmentName(text: string): string | undefined {
  return isAttachmentUrl(text) ? text.slice('attachment://'.length) : undefined
}

type UrlRule = { label: string; attachment?: boolean; attachmentOnly?: boolean; max?: number }

/** An http(s) URL, optionally also attachment://name (images, thumbnails, icons), limited in length. */
export function urlString(rule: UrlRule) {
  const max = rule.max ?? 2048
  return z.string().superRefine((value, ctx) => {
    const used = countCodePoints(value)
    if (used > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${rule.label} is ${used} characters long; Discord allows at most ${max}.`,
        params: { code: 'too_long', used, limit: max },
      })
      return
    }
    if (rule.attachmentOnly) {
      if (!isAttachmentUrl(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `${rule.label} must be attachment://<file name> pointing to an uploaded file.`,
          params: { code: 'attachment_url_required' },
        })
      }
      return
    }
    if (isHttpUrl(value) || (rule.attachment && isAttachmentUrl(value))) return
    ctx.addIssue({
      code: 'custom',
      message: rule.attachment
        ? `${rule.label} must be a web address starting with http:// or https://, or attachment://<file name>.`
        : `${rule.label} must be a web address starting with http:// or https://.`,
      params: { code: 'invalid_url' },
    })
  })
}

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i

/** Whether the text is an ISO 8601 date or date-time Discord can parse (DATE_TIME_TYPE_PARSE otherwise). */
export function isIsoTimestamp(text: string): boolean {
  const m = ISO_8601.exec(text)
  if (!m) return false
  const [month, day, hour, minute, second] = [m[2], m[3], m[4], m[5], m[6]].map((v) => Number(v ?? 0))
  return (
    month! >= 1 && month! <= 12 && day! >= 1 && day! <= 31 && hour! <= 23 && minute! <= 59 && second! <= 59
  )
}
