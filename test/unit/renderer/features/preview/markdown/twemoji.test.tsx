import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseUncached } from '@renderer/features/preview/markdown/parseMarkdown'
import { twemojiFile } from '@renderer/features/preview/markdown/twemoji'
import { renderPreview } from '../render'

/** The SVGs the app ships (copied into the built page's twemoji/ folder). */
const svgDir = path.join(import.meta.dirname, '../../../../../../node_modules/@discordapp/twemoji/dist/svg')
const shipped = new Set(fs.readdirSync(svgDir).map((name) => name.replace(/\.svg$/, '')))

/** An SVG's file name back to the emoji it draws, as a person would type it. */
const fromFile = (file: string) =>
  String.fromCodePoint(...file.split('-').map((hex) => Number.parseInt(hex, 16)))

const emojiIn = (text: string) =>
  parseUncached(text, 'full').flatMap((node) => (node.type === 'unicodeEmoji' ? [node.text] : []))

describe('Twemoji', () => {
  it('names the shipped SVG of an emoji, dropping U+FE0F except in ZWJ sequences', () => {
    expect(twemojiFile('😀')).toBe('1f600')
    expect(twemojiFile('❤️')).toBe('2764')
    expect(twemojiFile('👍🏽')).toBe('1f44d-1f3fd')
    expect(twemojiFile('#️⃣')).toBe('23-20e3')
    expect(twemojiFile('👨‍👩‍👧')).toBe('1f468-200d-1f469-200d-1f467')
    expect(twemojiFile('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308')
    expect(twemojiFile('🇫🇷')).toBe('1f1eb-1f1f7')
  })

  it('finds every shipped emoji in text as one emoji whose file is shipped', () => {
    const missing: string[] = []
    for (const file of shipped) {
      // ©, ™, ♟ and the keycaps are text unless U+FE0F follows their first character, as in Discord.
      const [first = '', ...rest] = Array.from(fromFile(file))
      const found = [fromFile(file), [first, '\ufe0f', ...rest].join('')].map((typed) =>
        emojiIn(`a ${typed} b`),
      )
      if (!found.some((one) => one.length === 1 && shipped.has(twemojiFile(one[0]!)))) missing.push(file)
    }
    expect(missing).toEqual([])
  })

  it('draws Unicode emoji as the app’s own Twemoji SVGs, with the emoji as the text alternative', () => {
    const html = renderPreview({ content: 'Ship it 👍 🏳️‍🌈' })
    expect(html).toContain('<img class="md-emoji" src="twemoji/1f44d.svg" alt="👍" draggable="false"/>')
    expect(html).toContain('src="twemoji/1f3f3-fe0f-200d-1f308.svg" alt="🏳️‍🌈"')
  })
})

describe('jumbo emoji', () => {
  const isJumbo = (content: string) => renderPreview({ content }).includes('md md--jumbo')

  it('draws a message of only emoji large, up to 30 of them', () => {
    expect(isJumbo('😀')).toBe(true)
    expect(isJumbo('😀'.repeat(30))).toBe(true)
    expect(isJumbo(' 😀 👍🏽\n🏳️‍🌈 <:herald:123456789012345678> ')).toBe(true)
    expect(isJumbo('😀'.repeat(31))).toBe(false)
    expect(isJumbo('😀 '.repeat(27) + '<:a:1> <:b:2> <a:c:3> 😀')).toBe(false)
  })

  it('draws emoji at text size beside any text or markup', () => {
    expect(isJumbo('😀 ok')).toBe(false)
    expect(isJumbo('**😀**')).toBe(false)
    expect(isJumbo('')).toBe(false)
    expect(isJumbo('   ')).toBe(false)
  })
})
