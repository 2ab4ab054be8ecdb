import { expect, it } from 'vitest'
import { decodeImport } from '@shared/interop'
import { carriesSeveralMessages } from '@shared/interop/shape'

const SEVERAL = ['discohook-backup', 'discohook-editor', 'embed-generator']

// `herald send` asks carriesSeveralMessages before loading the importers (issue 23): it must say yes
// exactly where decodeImport finds a file of several messages, or a send would change what it posts.
it('tells a file of several messages from a message body exactly as decodeImport does', () => {
  const values: unknown[] = [
    { content: 'hello' },
    { embeds: [{ description: 'x' }] },
    { version: 7, backups: [] },
    { backups: [{ name: 'b', messages: [] }] },
    { version: 8, message: { content: 'one' } },
    { version: '8', message: { content: 'not a version number' } },
    { message: { content: 'no version' } },
    { messages: [{ data: { content: 'editor' } }] },
    { messages: [{ description: 'embed generator' }] },
    { messages: 'not a list', content: 'body' },
    { backups: 'not a list', content: 'body' },
    { unknown: true },
    [{ content: 'a list' }],
    'text',
    42,
    null,
  ]
  for (const value of values) {
    const format = decodeImport(JSON.stringify(value)).format
    expect([value, carriesSeveralMessages(value)]).toEqual([value, SEVERAL.includes(format ?? '')])
  }
})
