// Embed validation (wire spec 9): per-field limits in code points after trimming, URL schemes
// (attachment:// where Discord allows it), timestamps and colours. Returns each embed's count toward the
// 6000-character total.
import type { FormErrors } from './errors'
import { inner, type ErrorPath } from './errors'
import { codePoints } from './ids'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export function checkString(
  e: FormErrors,
  path: ErrorPath,
  value: unknown,
  max: number,
  opts: { trim?: boolean } = {},
): number {
  if (typeof value !== 'string') {
    const m = inner.string(value)
    e.add(path, m.code, m.message)
    return 0
  }
  const n = codePoints(opts.trim ? value.trim() : value)
  if (n > max) {
    const m = inner.maxLength(max)
    e.add(path, m.code, m.message)
  }
  return n
}

export function checkUrl(e: FormErrors, path: ErrorPath, value: unknown, allowAttachment: boolean): void {
  if (typeof value !== 'string') {
    e.add(path, 'URL_TYPE_INVALID_URL', 'Not a well formed URL.')
    return
  }
  if (allowAttachment && value.startsWith('attachment://') && value.length > 13) return
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/\S+$/i.exec(value)
  if (!scheme) e.add(path, 'URL_TYPE_INVALID_URL', 'Not a well formed URL.')
  else if (!['http', 'https'].includes((scheme[1] as string).toLowerCase())) {
    e.add(
      path,
      'URL_TYPE_INVALID_SCHEME',
      `Scheme "${scheme[1]}" is not supported. Scheme must be one of ('http', 'https').`,
    )
  } else if (value.length > 2048) {
    const m = inner.maxLength(2048)
    e.add(path, m.code, m.message)
  }
}

/** Validates one embed and returns its normalised form and its count toward the 6000 total. */
export function validateEmbed(e: FormErrors, at: ErrorPath, raw: unknown): { out: Obj; total: number } {
  if (!isObj(raw)) {
    e.add(at, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
    return { out: {}, total: 0 }
  }
  let total = 0
  const out: Obj = { type: 'rich' }
  const text = (key: string, max: number) => {
    if (raw[key] === undefined || raw[key] === null) return
    total += checkString(e, [...at, key], raw[key], max, { trim: true })
    out[key] = raw[key]
  }
  text('title', 256)
  text('description', 4096)
  if (raw.url !== undefined && raw.url !== null) {
    checkUrl(e, [...at, 'url'], raw.url, false)
    out.url = raw.url
  }
  if (raw.timestamp !== undefined && raw.timestamp !== null) {
    const ok = typeof raw.timestamp === 'string' && !Number.isNaN(Date.parse(raw.timestamp))
    if (!ok) {
      e.add(
        [...at, 'timestamp'],
        'DATE_TIME_TYPE_PARSE',
        `Could not parse ${String(raw.timestamp)}. Should be ISO8601.`,
      )
    } else out.timestamp = new Date(raw.timestamp as string).toISOString().replace(/Z$/, '+00:00')
  }
  if (raw.color !== undefined && raw.color !== null) {
    const c = raw.color
    if (typeof c !== 'number' || !Number.isInteger(c)) {
      e.add([...at, 'color'], 'NUMBER_TYPE_COERCE', `Value "${String(c)}" is not int.`)
    } else if (c < 0)
      e.add([...at, 'color'], 'NUMBER_TYPE_MIN', 'int value should be greater than or equal to 0.')
    else if (c > 0xffffff) {
      e.add([...at, 'color'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 16777215.')
    }
    out.color = c
  }
  const part = (key: string, textKey: string | null, textMax: number, urlKeys: string[]) => {
    const v = raw[key]
    if (v === undefined || v === null) return
    if (!isObj(v)) {
      e.add([...at, key], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
      return
    }
    const o: Obj = {}
    if (textKey) {
      const t = v[textKey]
      if (typeof t !== 'string' || t.trim() === '') {
        e.add([...at, key, textKey], inner.required().code, inner.required().message)
      } else total += checkString(e, [...at, key, textKey], t, textMax, { trim: true })
      o[textKey] = t
    }
    for (const k of urlKeys) {
      if (v[k] === undefined || v[k] === null) continue
      checkUrl(e, [...at, key, k], v[k], k !== 'url' || key === 'image' || key === 'thumbnail')
      o[k] = v[k]
    }
    if ((key === 'image' || key === 'thumbnail') && v.url === undefined) {
      e.add([...at, key, 'url'], inner.required().code, inner.required().message)
    }
    out[key] = o
  }
  part('footer', 'text', 2048, ['icon_url'])
  part('author', 'name', 256, ['url', 'icon_url'])
  part('image', null, 0, ['url'])
  part('thumbnail', null, 0, ['url'])
  if (raw.fields !== undefined && raw.fields !== null) {
    if (!Array.isArray(raw.fields)) e.add([...at, 'fields'], 'BASE_TYPE_LIST', 'Must be a list.')
    else {
      if (raw.fields.length > 25) {
        const m = inner.maxLength(25)
        e.add([...at, 'fields'], m.code, m.message)
      }
      out.fields = raw.fields.map((f: unknown, i: number) => {
        const fp = [...at, 'fields', i]
        if (!isObj(f)) {
          e.add(fp, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
          return {}
        }
        for (const [key, max] of [
          ['name', 256],
          ['value', 1024],
        ] as const) {
          const v = f[key]
          if (typeof v !== 'string' || v.trim() === '')
            e.add([...fp, key], inner.required().code, inner.required().message)
          else total += checkString(e, [...fp, key], v, max, { trim: true })
        }
        if (f.inline !== undefined && typeof f.inline !== 'boolean') {
          e.add([...fp, 'inline'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.')
        }
        return { name: f.name, value: f.value, inline: f.inline === true }
      })
    }
  }
  return { out, total }
}

/** Validates the JSON part of an execute (`mode` create) or edit payload. Throws 50035 on any error. */
