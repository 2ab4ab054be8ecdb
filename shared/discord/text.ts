import { z } from 'zod'
import type { Phrase } from '../i18n/phrase'
import type { Sentence } from './sentence'
import { sentence } from './sentence'

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
  label: Sentence
  max: number
  min?: number
  /** Measure after trimming (embed text). */
  trim?: boolean
}

/** "The embed title is 257 characters long; Discord allows at most 256." */
export function tooLong(label: Sentence, used: number, max: number): Sentence {
  return sentence(
    'problem.text.tooLong',
    `${label.message} is ${used} characters long; Discord allows at most ${max}.`,
    { used: String(used), max: String(max) },
    { label },
  )
}

/** Text shorter than its minimum. Counts go as text: written without separators, as Discord does. */
function lengthProblem(label: Sentence, used: number, min: number): Sentence {
  if (min === 1)
    return sentence('problem.text.empty', `${label.message} cannot be empty.`, undefined, { label })
  return sentence(
    'problem.text.tooShort',
    `${label.message} needs at least ${min} characters; it has ${used}.`,
    { min: String(min), used: String(used) },
    { label },
  )
}

/** A string limited in code points, with issues that carry a problem code and a readable sentence. */
export function codePointString(rule: TextRule) {
  const min = rule.min ?? 0
  return z.string().superRefine((value, ctx) => {
    const used = rule.trim ? countEmbedText(value) : countCodePoints(value)
    if (used > rule.max) {
      const said = tooLong(rule.label, used, rule.max)
      ctx.addIssue({
        code: 'custom',
        message: said.message,
        params: { code: 'too_long', used, limit: rule.max, phrase: said.phrase },
      })
    } else if (used < min) {
      const said = lengthProblem(rule.label, used, min)
      ctx.addIssue({
        code: 'custom',
        message: said.message,
        params: { code: used === 0 ? 'empty' : 'too_short', used, limit: min, phrase: said.phrase },
      })
    }
  })
}

const HTTP_URL = /^(https?):\/\/([^\s/?#@]*)([/?#]\S*)?$/i
const ATTACHMENT_URL = /^attachment:\/\/[^\s/\\]+$/
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
const LABEL = /^[\p{L}\p{N}_](?:[\p{L}\p{N}_-]{0,61}[\p{L}\p{N}_])?$/u
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu

/**
 * Whether a URL's host is one Discord takes: a dotted domain name ending in a top-level domain
 * (example.com, not "localhost", "bugsink" or a placeholder like &&USERAVATAR&&), an IPv4 address or a
 * bracketed IPv6 address, with an optional port. Discord answers others with "Not a well formed URL."
 * (docs/decisions.md, issue 22).
 */
function isRealHost(hostAndPort: string): boolean {
  const host = hostAndPort.replace(/:\d{1,5}$/, '')
  if (/^\[[0-9a-f:.]+\]$/i.test(host)) return host.includes(':')
  const ip = IPV4.exec(host)
  if (ip) return ip.slice(1).every((part) => Number(part) <= 255)
  if (host.length > 253) return false
  const labels = host.split('.')
  const top = labels[labels.length - 1] ?? ''
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(top)
}

/** Whether the text is an absolute http(s) URL with a real host, the only links Discord takes. */
export function isHttpUrl(text: string): boolean {
  const m = HTTP_URL.exec(text)
  return m !== null && isRealHost(m[2] ?? '')
}

/** Whether the text is an attachment://filename reference to an uploaded file (discord-wire §7.4). */
export function isAttachmentUrl(text: string): boolean {
  return ATTACHMENT_URL.test(text)
}

/** The file name an attachment:// reference points to, or undefined. */
export function attachmentName(text: string): string | undefined {
  return isAttachmentUrl(text) ? text.slice('attachment://'.length) : undefined
}

export type UrlRule = { label: Sentence; attachment?: boolean; attachmentOnly?: boolean; max?: number }

export type UrlProblem = { code: string; message: string; phrase: Phrase; used?: number; limit?: number }

/**
 * The one URL rule (editor, `herald validate`, and the check before every request): length first,
 * then attachment:// where the field allows it, else http(s) with a real host.
 */
export function checkLinkUrl(value: string, rule: UrlRule): UrlProblem | null {
  const max = rule.max ?? 2048
  const used = countCodePoints(value)
  const { label } = rule
  if (used > max) return { code: 'too_long', ...tooLong(label, used, max), used, limit: max }
  if (rule.attachmentOnly)
    return isAttachmentUrl(value)
      ? null
      : {
          code: 'attachment_url_required',
          ...sentence(
            'problem.url.attachmentOnly',
            `${label.message} must be attachment://<file name> pointing to an uploaded file.`,
            undefined,
            { label },
          ),
        }
  if (isHttpUrl(value) || (rule.attachment && isAttachmentUrl(value))) return null
  const web = HTTP_URL.exec(value)
  if (web) {
    const host = JSON.stringify(web[2] ?? '')
    return {
      code: 'invalid_url',
      ...sentence(
        'problem.url.noRealHost',
        `${label.message} has no real host (${host}): Discord takes only a web address with a domain name like example.com, or an IP address. Replace the placeholder before sending.`,
        { host },
        { label },
      ),
    }
  }
  return {
    code: 'invalid_url',
    ...(rule.attachment
      ? sentence(
          'problem.url.webOrAttachment',
          `${label.message} must be a web address starting with http:// or https://, or attachment://<file name>.`,
          undefined,
          { label },
        )
      : sentence(
          'problem.url.web',
          `${label.message} must be a web address starting with http:// or https://.`,
          undefined,
          { label },
        )),
  }
}

/** An http(s) URL, optionally also attachment://name (images, thumbnails, icons), limited in length. */
export function urlString(rule: UrlRule) {
  return z.string().superRefine((value, ctx) => {
    const problem = checkLinkUrl(value, rule)
    if (!problem) return
    const { message, ...params } = problem
    ctx.addIssue({ code: 'custom', message, params })
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
