import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIR = join(__dirname, '../../../fixtures/interop')

/** The text of a fixture under test/fixtures/interop, as a user would drop or paste it. */
export function fixture(name: string): string {
  return readFileSync(join(DIR, name), 'utf8')
}

/** The parsed JSON of a fixture. */
export function fixtureJson(name: string): Record<string, unknown> {
  return JSON.parse(fixture(name)) as Record<string, unknown>
}

export const HOOK_1 =
  'https://discord.com/api/webhooks/1181234567890123456/aBcD-ef_GH1234567890tokenTOKENtoken'
export const HOOK_2 = 'https://discord.com/api/webhooks/1181234567890999999/Zyx-987_tokenTwo'
export const THREAD_2 = '1190000000000000042'
export const REF_LINK = {
  messageId: '1000000000000000003',
  channelId: '1000000000000000002',
  guildId: '1000000000000000001',
}
