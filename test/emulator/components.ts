// Message components, legacy and V2 (wire spec 11). Validates structure, counts every component (nested
// ones too) for the 40 limit, sums Text Display characters for the 4000 limit, rejects interactive
// components on webhooks not owned by an application, and collects attachment:// references.
// Discord does not document the codes for the count, text and interactive errors; these are ours
// (see README.md).
import { codePoints } from './ids'
import type { FormErrors, ErrorPath } from './errors'
import { inner } from './errors'

export const MAX_COMPONENTS_V2 = 40
export const MAX_TEXT_DISPLAY_CHARS = 4000

const V2_TOP = new Set([1, 9, 10, 12, 13, 14, 17])
const IN_CONTAINER = new Set([1, 9, 10, 12, 13, 14])
const SELECTS = new Set([3, 5, 6, 7, 8])

type Obj = Record<string, unknown>

export type ComponentScan = { count: number; textChars: number; refs: string[]; interactive: boolean }

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function isMediaUrl(url: unknown): boolean {
  return typeof url === 'string' && /^(https?:\/\/|attachment:\/\/)\S+$/.test(url)
}

export function validateComponents(
  list: unknown,
  e: FormErrors,
  opts: { v2: boolean; appOwned: boolean },
): ComponentScan {
  const scan: ComponentScan = { count: 0, textChars: 0, refs: [], interactive: false }
  const path: ErrorPath = ['components']
  if (!Array.isArray(list)) {
    e.add(path, 'BASE_TYPE_LIST', 'Must be a list.')
    return scan
  }
  if (!opts.v2 && list.length > 5) {
    const m = inner.maxLength(5)
    e.add(path, m.code, m.message)
  }
  const ids = new Set<number>()
  list.forEach((c, i) => visit(c, [...path, i], opts.v2 ? V2_TOP : new Set([1]), e, opts, scan, ids))
  if (opts.v2 && scan.count > MAX_COMPONENTS_V2) {
    e.add(path, 'MAX_COMPONENTS_EXCEEDED', `Must be ${MAX_COMPONENTS_V2} or fewer in total.`)
  }
  if (scan.textChars > MAX_TEXT_DISPLAY_CHARS) {
    e.add(
      path,
      'MAX_TEXT_DISPLAY_LENGTH_EXCEEDED',
      `Total text display content must be ${MAX_TEXT_DISPLAY_CHARS} or fewer in length.`,
    )
  }
  return scan
}

function visit(
  c: unknown,
  path: ErrorPath,
  allowed: Set<number>,
  e: FormErrors,
  opts: { v2: boolean; appOwned: boolean },
  scan: ComponentScan,
  ids: Set<number>,
): void {
  scan.count++
  if (!isObj(c)) {
    e.add(path, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType')
    return
  }
  const type = c.type
  if (typeof type !== 'number' || !allowed.has(type)) {
    e.add([...path, 'type'], 'BASE_TYPE_CHOICES', `Value must be one of (${[...allowed].join(', ')}).`)
    return
  }
  if (c.id !== undefined && c.id !== 0) {
    if (typeof c.id !== 'number' || !Number.isInteger(c.id) || c.id < 0 || c.id > 2147483647) {
      e.add([...path, 'id'], 'NUMBER_TYPE_COERCE', `Value "${String(c.id)}" is not int.`)
    } else if (ids.has(c.id)) {
      e.add([...path, 'id'], 'COMPONENT_ID_DUPLICATED', 'Component ids must be unique.')
    } else ids.add(c.id)
  }
  const children = (key: string, min: number, max: number, kinds: Set<number>) => {
    const list = c[key]
    if (!Array.isArray(list) || list.length < min || list.length > max) {
      const m = inner.badLength(min, max)
      e.add([...path, key], m.code, m.message)
      return
    }
    list.forEach((child, i) => visit(child, [...path, key, i], kinds, e, opts, scan, ids))
  }
  const media = (value: unknown, at: ErrorPath) => {
    const url = isObj(value) ? value.url : undefined
    if (typeof url !== 'string' || !isMediaUrl(url))
      e.add([...at, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.')
    else if (url.startsWith('attachment://')) scan.refs.push(url.slice('attachment://'.length))
  }
  switch (type) {
    case 1: {
      const list = Array.isArray(c.components) ? c.components : []
      const selects = list.filter((x) => isObj(x) && SELECTS.has(x.type as number)).length
      if (list.length === 0 || list.length > 5 || (selects > 0 && list.length !== 1)) {
        e.add(
          [...path, 'components'],
          'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
          'An action row holds 1 to 5 buttons or exactly one select menu.',
        )
        return
      }
      children('components', 1, 5, new Set([2, ...SELECTS]))
      return
    }
    case 2:
      return button(c, path, e, opts, scan)
    case 3:
    case 5:
    case 6:
    case 7:
    case 8:
      scan.interactive = true
      if (!opts.appOwned) interactiveError(path, e)
      if (typeof c.custom_id !== 'string' || codePoints(c.custom_id) < 1 || codePoints(c.custom_id) > 100) {
        const m = inner.badLength(1, 100)
        e.add([...path, 'custom_id'], m.code, m.message)
      }
      return
    case 9:
      children('components', 1, 3, new Set([10]))
      if (!isObj(c.accessory)) e.add([...path, 'accessory'], inner.required().code, inner.required().message)
      else visit(c.accessory, [...path, 'accessory'], new Set([2, 11]), e, opts, scan, ids)
      return
    case 10: {
      const content = c.content
      if (typeof content !== 'string' || content.length === 0) {
        e.add([...path, 'content'], inner.required().code, inner.required().message)
        return
      }
      const n = codePoints(content)
      if (n > MAX_TEXT_DISPLAY_CHARS) {
        const m = inner.maxLength(MAX_TEXT_DISPLAY_CHARS)
        e.add([...path, 'content'], m.code, m.message)
      }
      scan.textChars += n
      return
    }
    case 11:
      media(c.media, [...path, 'media'])
      return
    case 12: {
      const items = c.items
      if (!Array.isArray(items) || items.length < 1 || items.length > 10) {
        const m = inner.badLength(1, 10)
        e.add([...path, 'items'], m.code, m.message)
        return
      }
      items.forEach((item, i) => media(isObj(item) ? item.media : undefined, [...path, 'items', i, 'media']))
      return
    }
    case 13: {
      const url = isObj(c.file) ? c.file.url : undefined
      if (typeof url !== 'string' || !url.startsWith('attachment://')) {
        e.add(
          [...path, 'file', 'url'],
          'URL_TYPE_INVALID_SCHEME',
          'File components only accept attachment:// URLs.',
        )
      } else scan.refs.push(url.slice('attachment://'.length))
      return
    }
    case 14:
      if (c.spacing !== undefined && c.spacing !== 1 && c.spacing !== 2) {
        e.add([...path, 'spacing'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2).')
      }
      return
    case 17:
      children('components', 1, 40, IN_CONTAINER)
      if (
        c.accent_color !== undefined &&
        c.accent_color !== null &&
        (typeof c.accent_color !== 'number' || c.accent_color < 0 || c.accent_color > 0xffffff)
      ) {
        e.add(
          [...path, 'accent_color'],
          'NUMBER_TYPE_MAX',
          'int value should be less than or equal to 16777215.',
        )
      }
      return
  }
}

function interactiveError(path: ErrorPath, e: FormErrors): void {
  e.add(
    path,
    'COMPONENT_INTERACTIVE_NOT_ALLOWED',
    'Interactive components can only be sent by webhooks owned by an application.',
  )
}

function button(
  c: Obj,
  path: ErrorPath,
  e: FormErrors,
  opts: { appOwned: boolean },
  scan: ComponentScan,
): void {
  const style = c.style
  if (typeof style !== 'number' || style < 1 || style > 6) {
    e.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2, 3, 4, 5, 6).')
    return
  }
  if (typeof c.label === 'string' && codePoints(c.label) > 80) {
    const m = inner.maxLength(80)
    e.add([...path, 'label'], m.code, m.message)
  }
  if (style === 5) {
    if (typeof c.url !== 'string' || !/^https?:\/\/\S+$/.test(c.url)) {
      e.add([...path, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.')
    }
    if (c.custom_id !== undefined)
      e.add([...path, 'custom_id'], 'BUTTON_COMPONENT_INVALID', 'Link buttons cannot have a custom_id.')
    return
  }
  if (style === 6) return
  scan.interactive = true
  if (!opts.appOwned) interactiveError(path, e)
  if (typeof c.custom_id !== 'string' || codePoints(c.custom_id) < 1 || codePoints(c.custom_id) > 100) {
    const m = inner.badLength(1, 100)
    e.add([...path, 'custom_id'], m.code, m.message)
  }
}
