import { describe, expect, it } from 'vitest'
import { actionFor, choicesFor, findConflicts, unanswered } from '@shared/backup/plan'
import { readBackup as readSliced } from '@shared/backup/read'
import type { BackupFile } from '@shared/backup/schema'

const WEBHOOK = '100000000000000041'
const MESSAGE = '100000000000000900'

function backup(): BackupFile {
  return {
    format: 'herald-backup',
    version: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    appVersion: '1.0.0',
    drafts: [
      {
        id: 'draftaaaaaaaaaaa',
        name: 'Release',
        createdAt: '2026-11-23T09:00:00.000Z',
        updatedAt: '2026-11-23T09:00:00.000Z',
        messages: [{ id: 'm1', data: { content: 'Hello' }, files: [] }],
        targets: [{ kind: 'saved', webhookId: WEBHOOK }],
        sent: null,
      },
    ],
    templates: [],
    library: {
      webhooks: [
        {
          id: WEBHOOK,
          label: 'General',
          name: 'General Hook',
          avatar: null,
          channelId: null,
          guildId: null,
          settings: { uploadLimitMiB: null, defaultUsername: null, defaultAvatarUrl: null },
        },
      ],
      servers: [],
      channels: [],
    },
    history: [
      {
        id: `${WEBHOOK}-${MESSAGE}`,
        webhookId: WEBHOOK,
        messageId: MESSAGE,
        channelId: '100000000000000002',
        threadId: null,
        guildId: null,
        source: 'sent',
        sentAt: '2026-11-23T09:30:00.000Z',
        current: {
          at: '2026-11-23T09:30:00.000Z',
          payload: { content: 'Hi' },
          attachmentNames: [],
          message: {},
        },
        revisions: [],
        deletedAt: null,
      },
    ],
    settings: {
      theme: 'dark',
      defaultUploadLimitMiB: 10,
      confirmDestructive: true,
      historyLimitPerWebhook: 2000,
      lastWebhookId: null,
      previewDensity: 'cozy',
    },
  }
}

const readBackup = (text: string) => readSliced(text, () => new Promise((resolve) => setImmediate(resolve)))

describe('readBackup', () => {
  it('reads what Herald writes', async () => {
    const read = await readBackup(JSON.stringify(backup()))
    expect(read).toEqual({ ok: true, backup: backup() })
  })

  it('refuses a newer version with what to do, and never reads its fields', async () => {
    const read = await readBackup(JSON.stringify({ ...backup(), version: 2, drafts: 'changed shape' }))
    expect(read).toEqual({
      ok: false,
      message:
        'This backup was made by a newer Herald (backup version 2; this Herald reads up to version 1). Update Herald to restore it.',
      phrase: { id: 'shared.backup.newer', values: { version: 2, max: 1 } },
      issues: [
        {
          path: 'version',
          message: 'At most 1.',
          phrase: { id: 'shared.backup.atMost', values: { max: 1 } },
        },
      ],
    })
  })

  it('names every problem with its path', async () => {
    const bad = backup() as unknown as { drafts: { messages: unknown[] }[]; history: { webhookId: string }[] }
    bad.drafts[0]!.messages = []
    bad.history[0]!.webhookId = 'not an id'
    const read = await readBackup(JSON.stringify(bad))
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.message).toBe('The backup has 2 problems; nothing was restored.')
    expect(read.issues.map((issue) => issue.path)).toEqual(['drafts[0].messages', 'history[0].webhookId'])
  })

  it('tells a Discohook file and broken JSON apart from a backup', async () => {
    expect(await readBackup('{"version":"d2","messages":[]}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('This is not a Herald backup'),
    })
    expect(await readBackup('{"format":')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is not valid JSON/),
    })
  })

  it('refuses deep nesting, too many values and too many entries with the bound, before building them', async () => {
    const deep = `{"format":"herald-backup","version":1,"drafts":[${'['.repeat(10_000)}${']'.repeat(10_000)}]}`
    expect(await readBackup(deep)).toEqual({
      ok: false,
      message: 'The file is nested more than 64 levels deep, deeper than anything Herald reads.',
      phrase: { id: 'shared.backup.tooDeep', values: { maxDepth: 64 } },
      issues: [],
    })
    const manyDrafts = `{"format":"herald-backup","version":1,"drafts":[${'{},'.repeat(1_000)}{}]}`
    expect(await readBackup(manyDrafts)).toMatchObject({
      ok: false,
      message: 'The file holds 1,001 entries under "drafts"; Herald reads at most 1,000.',
    })
    expect(await readBackup(` \n[${'{},'.repeat(5_000_000)}{}]`)).toMatchObject({
      ok: false,
      message: 'The file does not hold a JSON object, so it is not a Herald backup.',
    })
    const manyValues = `{"format":"herald-backup","version":1,"x":[[${'0,'.repeat(5_000_000)}0]]}`
    expect(await readBackup(manyValues)).toMatchObject({
      ok: false,
      message: 'The file holds more than 5,000,000 values, more than Herald reads at once.',
    })
  })
})

describe('conflict planning', () => {
  const none = {
    draftIds: new Set<string>(),
    templateIds: new Set<string>(),
    webhookIds: new Set<string>(),
    historyIds: new Set<string>(),
    settingsDiffer: false,
  }

  it('finds the same draft id, webhook and history entry, and the settings that differ', () => {
    const conflicts = findConflicts(backup(), {
      ...none,
      draftIds: new Set(['draftaaaaaaaaaaa', 'other']),
      webhookIds: new Set([WEBHOOK]),
      historyIds: new Set([`${WEBHOOK}-${MESSAGE}`]),
      settingsDiffer: true,
    })
    expect(conflicts).toEqual({
      drafts: [{ id: 'draftaaaaaaaaaaa', name: 'Release' }],
      templates: [],
      webhooks: [{ id: WEBHOOK, label: 'General' }],
      history: [{ id: `${WEBHOOK}-${MESSAGE}` }],
      settings: true,
    })
    expect(unanswered(conflicts, {})).toEqual(['drafts', 'webhooks', 'history', 'settings'])
    expect(unanswered(conflicts, { drafts: 'both', webhooks: 'keep', history: 'replace' })).toEqual([
      'settings',
    ])
    expect(unanswered(findConflicts(backup(), none), {})).toEqual([])
  })

  it('adds what is new whatever the choice; keeps what exists unless told otherwise', () => {
    expect(actionFor(false, undefined)).toBe('add')
    expect(actionFor(false, 'replace')).toBe('add')
    expect(actionFor(true, undefined)).toBe('skip')
    expect(actionFor(true, 'keep')).toBe('skip')
    expect(actionFor(true, 'replace')).toBe('replace')
    expect(actionFor(true, 'both')).toBe('copy')
  })

  it('--on-conflict both copies drafts and templates and keeps what cannot have two copies', () => {
    expect(choicesFor('both')).toEqual({
      drafts: 'both',
      templates: 'both',
      webhooks: 'keep',
      history: 'keep',
      settings: 'keep',
    })
  })
})
