import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SendRecord } from '@shared/drafts/sendRecord'
import { saidText } from '@shared/rpc/saidText'
import { discordError } from '@services/discord/errors'
import { SendLedger } from '@services/send/sendLedger'
import { settlementOf } from '@services/send/settlement'
import { RecoveryLog } from '@services/stores/recoveryLog'
import { englishTranslator, translatorFor } from '../../support/english'

// Issue 25, fourth round: why a send's outcome is unknown is kept in the draft's send records (sends/
// <draft>.json) with its phrase, so the composer's notice and the refusal of a second copy say it in the
// page's language; a record written before phrases keeps its English.

const german = translatorFor('de')
const english = englishTranslator()
const key = { draftId: 'ledgerdraft1', messageId: 'm1', webhookId: '1000000000000000001' }
let dataDir: string
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-ledger-reason-'))
})
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const ledger = () => new SendLedger({ dataDir, recovery: new RecoveryLog() }, () => undefined)
const reasonOf = (record: SendRecord | undefined) => ({
  message: record?.reason ?? '',
  phrase: record?.reasonPhrase,
})
const claim = (again = false) => ({ fingerprint: 'f', operationId: 'op1', fileNames: [] as string[], again })

describe('why a send’s outcome is unknown, kept with its phrase', () => {
  it('says a send Herald stopped in the middle of in German, then refuses a second copy in German', () => {
    ledger().claim(key, claim())
    // Another process opens the draft's records: the claim left "sending" has no answer coming.
    const after = ledger()
    const [record] = after.list(key.draftId)
    expect(record?.state).toBe('unknown')
    expect(saidText(english, reasonOf(record))).toBe(record?.reason)
    expect(saidText(german, reasonOf(record))).toMatch(/^Herald wurde beendet/)
    const refusal = (() => {
      try {
        after.claim(key, { ...claim(), operationId: 'op2' })
      } catch (error) {
        return (error as { data: { message: string; phrase?: never } }).data
      }
    })()!
    expect(refusal.message).toBe(`Discord may already have this message: ${record?.reason}`)
    expect(saidText(german, refusal)).toMatch(/: Herald wurde beendet/)
  })

  it('keeps a lost answer’s reason with Discord’s own words', () => {
    const store = ledger()
    store.claim(key, claim())
    const error = discordError(
      503,
      Buffer.from('{"message": "upstream connect error", "code": 0}'),
      'webhook',
    )
    store.settle(key, 'op1', settlementOf(error))
    const [record] = store.list(key.draftId)
    expect(record?.state).toBe('unknown')
    expect(saidText(english, reasonOf(record))).toBe(error.message)
    expect(saidText(german, reasonOf(record))).not.toBe(error.message)
  })

  it('shows a reason written before phrases as it was written', () => {
    const old =
      'Herald stopped while this message was being sent, so Discord may or may not have it. Check the channel before sending it again.'
    fs.mkdirSync(path.join(dataDir, 'sends'))
    fs.writeFileSync(
      path.join(dataDir, 'sends', `${key.draftId}.json`),
      JSON.stringify({
        version: 1,
        records: [
          {
            ...key,
            state: 'unknown',
            fingerprint: 'f',
            operationId: null,
            startedAt: '2026-01-01T00:00:00.000Z',
            settledAt: '2026-01-01T00:00:01.000Z',
            sent: null,
            fileNames: [],
            reason: old,
          },
        ],
      }),
    )
    const [record] = ledger().list(key.draftId)
    expect(record?.reasonPhrase).toBeUndefined()
    expect(saidText(german, reasonOf(record))).toBe(old)
  })
})
