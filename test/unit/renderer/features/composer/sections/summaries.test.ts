import { describe, expect, it } from 'vitest'
import {
  componentsSummary,
  embedsSummary,
  filesSummary,
  firstWords,
  messageSummary,
  pingsSummary,
  problemsLine,
} from '@renderer/features/composer/sections/summaries'
import type { LocatedWebhook } from '@renderer/features/composer/target/locate'
import { formatsFor } from '@shared/i18n/format'
import { createTranslator } from '@shared/i18n/translate'
import type { Catalogue } from '@shared/i18n/translate'
import english from '@shared/i18n/compiled/en.json'
import german from '@shared/i18n/compiled/de.json'
import russian from '@shared/i18n/compiled/ru.json'
import { describeTarget, targetSummary } from '@renderer/features/composer/target/targetSummary'
import { useEnglish } from '../../../../../support/english'

// The helpers speak the page's language; English, as the page has it once its catalogue has loaded.
useEnglish()

const MIB = 1024 * 1024
const t = createTranslator('en', english as Catalogue)
const en = formatsFor('en')

describe('a collapsed section’s line', () => {
  it('cuts a text to its first words on one line, at a word near the limit', () => {
    expect(firstWords('  Launch\n\nat  five ')).toBe('Launch at five')
    expect(firstWords('one two three four', 12)).toBe('one two…')
    expect(firstWords('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`)
  })

  it('names the problems: the count and the first one', () => {
    expect(problemsLine([], t)).toBeUndefined()
    expect(problemsLine(['Title is over 256 characters'], t)).toBe('1 problem: Title is over 256 characters')
    expect(problemsLine(['A', 'B', 'C'], t)).toBe('3 problems, first: A')
  })

  it('says the message’s first words, who it is from and its flags', () => {
    expect(messageSummary(t, {})).toBe('No text')
    expect(messageSummary(t, { content: 'Launch at five tonight' })).toBe('“Launch at five tonight”')
    expect(messageSummary(t, { content: 'Hi', username: 'Herald Bot', flags: 4096 + 4 })).toBe(
      '“Hi” · as Herald Bot · silent · embeds suppressed',
    )
    expect(messageSummary(t, { content: 'ignored', flags: 32768 })).toBe('Text in the components')
  })

  it('counts the files and their size, and the attachments an edit keeps', () => {
    expect(filesSummary(t, en, [])).toBe('No files')
    expect(filesSummary(t, en, [{ size: 512 }])).toBe('1 file, 512 B')
    expect(filesSummary(t, en, [{ size: 10 * MIB }, { size: 2 * MIB }, { size: 0.4 * MIB }])).toBe(
      '3 files, 12.4 MiB',
    )
    expect(filesSummary(t, en, [], [{ size: 5 }, { size: null }])).toBe('2 already on Discord')
  })

  it('counts the embeds and names each by its title or description', () => {
    expect(embedsSummary(t, {})).toBe('No embeds')
    expect(embedsSummary(t, { embeds: [{ title: 'Release notes' }, { description: 'What\nchanged' }] })).toBe(
      '2 embeds: Release notes · What changed',
    )
    expect(embedsSummary(t, { embeds: [{}] })).toBe('1 embed: Empty embed')
  })

  it('counts every component, nested ones included, and quotes a V2 message’s first text', () => {
    const row = { type: 1, components: [{ type: 2, style: 5, label: 'Docs', url: 'https://example.com' }] }
    expect(componentsSummary(t, {})).toBe('No link buttons')
    expect(componentsSummary(t, { components: [row, row] })).toBe('2 link buttons')
    const v2 = {
      flags: 32768,
      components: [
        { type: 17, components: [{ type: 10, content: 'Herald 2.0 is out' }, { type: 14 }] },
        { type: 10, content: 'More below' },
      ],
    }
    expect(componentsSummary(t, v2)).toBe('4 components: “Herald 2.0 is out”')
    expect(componentsSummary(t, { flags: 32768 })).toBe('No components')
  })

  it('says whom the message pings, and when Discord’s default decides', () => {
    expect(pingsSummary(t, { content: 'hi' })).toBe('Pings nobody · Discord’s default')
    expect(pingsSummary(t, { content: '<@123456789012345678>' })).toBe('Pings 1 user · Discord’s default')
    expect(
      pingsSummary(t, {
        content: '@everyone <@&123456789012345678>',
        allowed_mentions: { parse: ['everyone', 'roles'] },
      }),
    ).toBe('Pings @everyone, 1 role')
  })

  it('says it all in the page’s language, with its plural forms, digits and sizes', () => {
    const de = createTranslator('de', german as Catalogue)
    const ru = createTranslator('ru', russian as Catalogue)
    expect(problemsLine(['A', 'B'], de)).toBe('2 Probleme, zuerst: A')
    expect(messageSummary(de, { content: 'Hi', flags: 4096 })).toBe('„Hi“ · lautlos')
    expect(filesSummary(de, formatsFor('de'), [{ size: 10 * MIB }, { size: 2.4 * MIB }])).toBe(
      '2 Dateien, 12,4 MiB',
    )
    expect(embedsSummary(de, {})).toBe('Keine Embeds')
    const buttons = (n: number) => ({
      components: [{ type: 1, components: Array.from({ length: n }, () => ({ type: 2, style: 5 })) }],
    })
    expect(componentsSummary(ru, buttons(1))).toBe('1 кнопка-ссылка')
    expect(componentsSummary(ru, buttons(3))).toBe('3 кнопки-ссылки')
    expect(componentsSummary(ru, buttons(5))).toBe('5 кнопок-ссылок')
  })

  it('says where a single target sends and where in the channel', () => {
    // Only the names are read; a whole WebhookView would be noise here.
    const located = {
      webhook: { label: 'Releases' },
      serverName: 'Demo',
      channelName: 'announcements',
    } as unknown as LocatedWebhook
    expect(describeTarget({ kind: 'none', problem: 'Choose one' }, t)).toBe('Not chosen yet')
    expect(describeTarget({ kind: 'saved', webhookId: '1', located }, t)).toBe('Releases in #announcements')
    expect(describeTarget({ kind: 'saved', webhookId: '1', located: undefined }, t)).toBe(
      'A webhook no longer in the library',
    )
    const where = 'Releases in #announcements'
    expect(targetSummary(where, { threadId: undefined, threadName: ' Patch 1.2 ' }, firstWords, t)).toBe(
      `${where} · new post “Patch 1.2”`,
    )
    expect(targetSummary(where, { threadId: '99', threadName: '' }, firstWords, t)).toBe(
      `${where} · in a thread`,
    )
    expect(targetSummary(where, { threadId: undefined, threadName: '' }, firstWords, t)).toBe(where)
  })
})
