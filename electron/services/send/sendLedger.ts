import path from 'node:path'
import { z } from 'zod'
import type { SendRecord } from '@shared/drafts/sendRecord'
import { mayDuplicate, sendRecordSchema } from '@shared/drafts/sendRecord'
import type { Phrase } from '@shared/i18n'
import type { RpcError, Said } from '@shared/rpc/errors'
import { rpcError, said } from '@shared/rpc/errors'
import type { StoreDeps } from '../stores/dataStore'
import { openDataStore } from '../stores/dataStore'
import type { JsonStore } from '../stores/jsonStore'
import type { Settlement } from './settlement'

/**
 * sends/<draftId>.json: one draft's send records (ids and hashes only, never a token or a body). One file
 * per draft, so a send rewrites a few records, not every draft's (all in one file, 2000 records cost
 * ~200 ms of blocked main process per send here).
 */
const ledgerFileSchema = z.object({ version: z.literal(1), records: z.array(sendRecordSchema) })
type LedgerFile = z.infer<typeof ledgerFileSchema>

/** Settled records kept per draft (messages × webhooks it went to); the oldest go first. */
const KEEP = 200

export type SendKey = Pick<SendRecord, 'draftId' | 'messageId' | 'webhookId'>

/**
 * The services' record of what each draft posted (docs/decisions.md, issue 19). A claim is written to
 * disk (atomically, fsynced by the store) before the POST leaves, and refused when the same message may
 * already be in the channel: under way, of unknown outcome, or sent unchanged. A claim left "sending" by
 * a process that died becomes "unknown" when this process first opens that draft's records.
 */
export class SendLedger {
  private readonly stores = new Map<string, JsonStore<LedgerFile>>()

  constructor(
    private readonly deps: StoreDeps,
    private readonly onDidChange: (draftId: string, records: SendRecord[]) => void,
    private readonly now: () => number = Date.now,
  ) {}

  private storeOf(draftId: string): JsonStore<LedgerFile> {
    const open = this.stores.get(draftId)
    if (open) return open
    const store = openDataStore<LedgerFile>(this.deps, {
      dir: path.join(this.deps.dataDir, 'sends'),
      name: draftId,
      label: `sends/${draftId}`,
      schema: ledgerFileSchema,
      defaults: () => ({ version: 1, records: [] }),
    })
    this.stores.set(draftId, store)
    // Written by a process that is gone (this one has not sent for this draft yet): no answer will come.
    if (store.read().records.some((record) => record.state === 'sending')) {
      store.update((file) => {
        for (const record of file.records) {
          if (record.state !== 'sending') continue
          record.state = 'unknown'
          record.operationId = null
          record.settledAt = this.stamp()
          const why = said(
            'stored.send.stopped',
            'Herald stopped while this message was being sent, so Discord may or may not have it. Check the channel before sending it again.',
          )
          record.reason = why.message
          record.reasonPhrase = why.phrase
        }
      })
    }
    return store
  }

  list(draftId: string): SendRecord[] {
    return this.storeOf(draftId).read().records
  }

  /**
   * Records a send about to leave. Throws a conflict, writing nothing, when it could post a second copy
   * and the user did not confirm that (`again`).
   */
  claim(
    key: SendKey,
    send: { fingerprint: string; operationId: string; fileNames: string[]; again: boolean },
  ): void {
    const existing = this.find(key)
    if (existing && !send.again && mayDuplicate(existing, send.fingerprint)) throw refusal(existing)
    const record: SendRecord = {
      ...key,
      state: 'sending',
      fingerprint: send.fingerprint,
      operationId: send.operationId,
      startedAt: this.stamp(),
      settledAt: null,
      sent: null,
      fileNames: send.fileNames,
      reason: null,
    }
    this.write(key, record)
  }

  /** The answer came (or never will): the record says what Discord holds, as far as anyone knows. */
  settle(key: SendKey, operationId: string, settlement: Settlement): void {
    const existing = this.find(key)
    // A confirmed second copy took the record over meanwhile: this older send's answer is history's.
    if (!existing || existing.operationId !== operationId) return
    const settled = { ...existing, operationId: null, settledAt: this.stamp() }
    this.write(
      key,
      settlement.state === 'sent'
        ? {
            ...settled,
            state: 'sent',
            sent: { messageId: settlement.messageId, channelId: settlement.channelId },
          }
        : {
            ...settled,
            state: settlement.state,
            reason: settlement.reason,
            ...(settlement.reasonPhrase ? { reasonPhrase: settlement.reasonPhrase } : {}),
          },
    )
  }

  private find(key: SendKey): SendRecord | undefined {
    return this.list(key.draftId).find((record) => sameKey(record, key))
  }

  private write(key: SendKey, record: SendRecord): void {
    this.storeOf(key.draftId).update((file) => {
      const others = file.records.filter((item) => !sameKey(item, key))
      const settled = others.filter((item) => item.state !== 'sending')
      const drop = new Set(settled.slice(0, Math.max(0, others.length + 1 - KEEP)))
      file.records = [...others.filter((item) => !drop.has(item)), record]
    })
    this.onDidChange(key.draftId, this.list(key.draftId))
  }

  private stamp(): string {
    return new Date(this.now()).toISOString()
  }
}

function sameKey(a: SendKey, b: SendKey): boolean {
  return a.draftId === b.draftId && a.messageId === b.messageId && a.webhookId === b.webhookId
}

/** Why a send was refused; the page asks the user and sends again with `again`. */
function refusal(record: SendRecord): RpcError {
  const time = record.startedAt.slice(11, 19)
  const sentence =
    record.state === 'sending'
      ? said(
          'service.send.beingSent',
          `This message is being sent to this webhook now (started at ${time} UTC). Sending it again could post a second copy.`,
          { time },
        )
      : record.state === 'unknown'
        ? record.reason
          ? withReason(
              said('service.send.mayHaveIt', `Discord may already have this message: ${record.reason}`, {
                reason: record.reason,
              }),
              record.reasonPhrase,
            )
          : said('service.send.answerLost', 'Discord may already have this message: its answer was lost.')
        : said(
            'service.send.alreadyPosted',
            `This message was already posted to this webhook (at ${time} UTC). Sending it again posts a second copy.`,
            { time },
          )
  return rpcError('conflict', sentence, { mayDuplicate: true })
}

/** The kept reason said inside the sentence in the same language, when it was kept with its phrase. */
function withReason(sentence: Said, reason: Phrase | undefined): Said {
  return reason ? { ...sentence, phrase: { ...sentence.phrase, parts: { reason } } } : sentence
}
