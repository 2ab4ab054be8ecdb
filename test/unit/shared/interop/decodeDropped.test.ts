import { describe, expect, it } from 'vitest'
import { findProblems } from '@shared/discord/measure'
import { decodeImport } from '@shared/interop'
import { fixture } from './fixtures'

// Issue 22 item 1: what Discord will not take is dropped and listed; what it will take is kept.
describe('decodeImport: parts Discord does not take are dropped and listed', () => {
  const r = decodeImport(fixture('embed-generator-components.json'))
  const data = r.drafts[0]?.messages[0]?.data

  it('drops action_set_id and ids Discord refuses, keeps valid unique component ids', () => {
    expect(data?.components).toEqual([
      {
        id: 7,
        type: 1,
        components: [
          { id: 8, type: 2, style: 5, label: 'Rules', url: 'https://example.com/rules' },
          { id: 10, type: 2, style: 1, label: 'Get role' },
        ],
      },
      // 4102444800123 does not fit in 32 bits; the second 8 repeats an id of this message
      { type: 1, components: [{ type: 2, style: 5, label: 'FAQ', url: 'https://example.com/faq' }] },
    ])
    expect(data?.embeds).toEqual([{ description: 'Server guide', fields: [] }])
  })

  it('lists every dropped part with where it was in the file', () => {
    const at = 'messages[0].data'
    expect(r.dropped.map((d) => d.pathText)).toEqual([
      `${at}.actions`,
      `${at}.embeds[0].id`,
      `${at}.components[0].components[0].action_set_id`,
      `${at}.components[0].components[1].action_set_id`,
      `${at}.components[1].id`,
      `${at}.components[1].components[0].id`,
      `${at}.components[1].components[0].action_set_id`,
    ])
    expect(r.dropped.every((d) => d.message.length > 20)).toBe(true)
  })

  it('a link-button-only Embed Generator message has nothing left that Discord refuses', () => {
    const linksOnly = JSON.parse(fixture('embed-generator-components.json')) as {
      messages: { data: { components: { components: unknown[] }[] } }[]
    }
    const rows = linksOnly.messages[0]!.data.components
    rows[0]!.components.splice(1, 1)
    const decoded = decodeImport(JSON.stringify(linksOnly))
    const message = decoded.drafts[0]!.messages[0]!.data
    expect(findProblems(message, { kind: 'execute' })).toEqual([])
    expect(decoded.problems).toEqual([])
  })

  it('the interactive button is kept, with a warning that it answers through Embed Generator', () => {
    expect(r.problems.map((p) => [p.pathText, p.code])).toContainEqual([
      'messages[0].data.components[0].components[1]',
      'needs_other_bot',
    ])
  })

  it('Discohook flows and link-button tracking ids are listed as dropped too', () => {
    const v8 = decodeImport(fixture('backup-v8.json'))
    expect(v8.dropped.map((d) => d.pathText)).toContain(
      'backups[1].messages[0].data.components[0].components[1].components[0].flow',
    )
  })
})

// Issue 22 item 2: a Discohook v8 backup's schedule is not dropped silently.
describe('decodeImport: a Discohook backup schedule', () => {
  it('says plainly that it was not imported, with its cron and time zone and where to schedule instead', () => {
    const r = decodeImport(fixture('backup-v8.json'))
    const said = r.problems.filter((p) => p.code === 'schedule_not_imported')
    expect(said).toEqual([
      {
        path: ['backups', 0, 'schedule'],
        pathText: 'backups[0].schedule',
        code: 'schedule_not_imported',
        severity: 'error',
        message:
          'Discohook\'s schedule for "Weekly update" (cron "0 12 * * 1", Europe/Berlin) was not imported: Herald does not read cron schedules. Schedule the draft again with Schedule… beside Send.',
        phrase: {
          id: 'import.scheduleNotImported',
          values: { name: 'Weekly update', what: 'cron "0 12 * * 1", Europe/Berlin' },
        },
      },
    ])
  })

  it('a backup without a schedule says nothing about one', () => {
    const r = decodeImport(fixture('backup-v7.json'))
    expect(r.problems.map((p) => p.code)).not.toContain('schedule_not_imported')
  })
})

// Issue 22 item 5: a share link's draft is named from what the link carries, not "Imported from Discohook".
describe('decodeImport: the draft name a link carries', () => {
  it('a ?data= link names the draft after its first named message', () => {
    expect(decodeImport(fixture('link-discohook-app.txt')).drafts[0]?.name).toBe('Part 1')
  })

  it('a link whose messages have no name keeps the plain default', () => {
    expect(decodeImport(fixture('link-discohook-org.txt')).drafts[0]?.name).toBe('Imported from Discohook')
  })
})
