import { test } from '@playwright/test'
import type { Step } from './actions'
import { replay } from './commands'

const SEQUENCES: Record<string, Step[]> = {
  d1: [
    { kind: 'addFile' },
    { kind: 'addFile' },
    { kind: 'embedImage', file: 1 },
    { kind: 'send', confirmCopy: false },
    { kind: 'editIt' },
    { kind: 'type' },
    { kind: 'send', confirmCopy: false },
  ],
  d2: [
    { kind: 'addFile' },
    { kind: 'embedImage', file: 1 },
    { kind: 'send', confirmCopy: false },
    { kind: 'editFromHistory', pick: 0 },
    { kind: 'type' },
    { kind: 'send', confirmCopy: false },
  ],
  d3: [
    { kind: 'addFile' },
    { kind: 'removeFile', file: 1 },
    { kind: 'undo' },
    { kind: 'send', confirmCopy: false },
  ],
  d3b: [
    { kind: 'addFile' },
    { kind: 'type' },
    { kind: 'removeFile', file: 1 },
    { kind: 'undo' },
    { kind: 'send', confirmCopy: false },
  ],
  d3c: [
    { kind: 'addFile' },
    { kind: 'type' },
    { kind: 'removeFile', file: 1 },
    { kind: 'undo' },
    { kind: 'reload' },
    { kind: 'send', confirmCopy: false },
  ],
  d5: [
    { kind: 'addTarget', hook: 'announcements' },
    { kind: 'fault', fault: '500' },
    { kind: 'send', confirmCopy: false },
    { kind: 'removeTarget', target: 1 },
    { kind: 'addTarget', hook: 'news' },
    { kind: 'send', confirmCopy: false },
  ],
  d7: [
    { kind: 'fault', fault: '500' },
    { kind: 'send', confirmCopy: false },
    { kind: 'send', confirmCopy: false },
  ],
  d8: [
    { kind: 'send', confirmCopy: false },
    { kind: 'editIt' },
    { kind: 'type' },
    { kind: 'lockVault' },
    { kind: 'send', confirmCopy: false },
  ],
  d11: [{ kind: 'reloadMidSend' }, { kind: 'send', confirmCopy: false }],
  d11b: [{ kind: 'reloadMidSend' }, { kind: 'secondPage' }, { kind: 'send', confirmCopy: false }],
  reset: [
    { kind: 'fault', fault: 'resetAfterUpload' },
    { kind: 'send', confirmCopy: false },
    { kind: 'send', confirmCopy: false },
  ],
  e10008: [
    { kind: 'send', confirmCopy: false },
    { kind: 'editIt' },
    { kind: 'type' },
    { kind: 'fault', fault: 'unknownMessage10008' },
    { kind: 'send', confirmCopy: false },
  ],
}

for (const [name, steps] of Object.entries(SEQUENCES)) {
  test(`probe ${name}`, async ({ browser }) => {
    test.setTimeout(120_000)
    await replay(browser, steps)
  })
}
