import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = fs.readFileSync(
  new URL('../../../../../renderer/features/preview/preview.css', import.meta.url),
  'utf8',
)

type Rgba = [number, number, number, number]

/** The custom properties of one theme block of preview.css. */
function tokens(theme: 'dark' | 'light'): Record<string, string> {
  const block = new RegExp(`\\.preview\\[data-theme='${theme}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/--pv-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  )
}

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16)
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1]
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(colour)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4]) / 100]
  throw new Error(`Unreadable colour ${colour}`)
}

/** A translucent colour laid over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3]
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** [text token, background tokens from the top layer down]: every text colour where the preview draws it. */
const PAIRS: [string, string[]][] = [
  ['text', ['bg']],
  ['text', ['embed-bg']],
  ['text', ['code-bg']],
  ['text', ['inline-code-bg']],
  ['text', ['spoiler-revealed', 'bg']],
  ['text', ['timestamp-bg', 'bg']],
  ['text', ['timestamp-bg', 'embed-bg']],
  ['header', ['bg']],
  ['header', ['embed-bg']],
  ['muted', ['bg']],
  ['muted', ['embed-bg']],
  ['muted', ['file-bg']],
  ['link', ['bg']],
  ['link', ['embed-bg']],
  ['link', ['file-bg']],
  ['mention-text', ['mention-bg', 'bg']],
  ['mention-text', ['mention-bg', 'embed-bg']],
  ['app-text', ['app-bg']],
  ['button-text', ['button-bg']],
  // Code blocks: on the message (code-bg) and inside embeds (inline-code-bg).
  ...['keyword', 'string', 'number', 'comment', 'title', 'builtin', 'addition', 'deletion'].flatMap(
    (scope): [string, string[]][] => [
      [`hl-${scope}`, ['code-bg']],
      [`hl-${scope}`, ['inline-code-bg']],
    ],
  ),
]

describe('preview colours: WCAG 2.1 AA', () => {
  for (const theme of ['dark', 'light'] as const) {
    const palette = tokens(theme)
    it.each(
      PAIRS.map(([text, layers]) => [`${theme}: ${text} on ${layers.join(' over ')}`, text, layers] as const),
    )('%s reaches 4.5:1', (_name, text, layers) => {
      const colour = (name: string) => parse(palette[name] ?? 'missing')
      const background = layers
        .map(colour)
        .reduceRight<Rgba | undefined>((below, layer) => (below ? over(layer, below) : layer), undefined)!
      expect(contrast(colour(text), background)).toBeGreaterThanOrEqual(4.5)
    })
  }
})
