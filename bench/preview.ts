/**
 * The message preview's speed in Chromium (part of `npm run bench`; alone: `npm run bench -- preview`).
 * Renders the largest valid message (2000 characters of dense markdown content, 10 embeds using all
 * 6000 embed characters, 25 fields, an image and a thumbnail in every embed from ten attached PNGs) on
 * bench/page, then times 200 edits of one embed's description:
 * the synchronous React render and commit, the same with the layout it forces, the long tasks seen,
 * and markdown parsing alone (every text of the message, and the edited description), uncached.
 * Target (docs/performance.md): p95 under 8 ms per edit and no long task over 50 ms.
 */
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { measure, validateMessage } from '@shared/discord'
import { BENCH_IMAGES, largestMessageWithImages } from './page/messages'
import { startPreviewPage } from './previewPage'
import { summarise } from './stats'

const CHANGES = 200

export async function benchPreview(): Promise<Record<string, unknown>> {
  const message = largestMessageWithImages()
  const validation = validateMessage(message, { fileCount: BENCH_IMAGES.length })
  if (!validation.ok)
    throw new Error(`The bench message is not valid: ${JSON.stringify(validation.problems)}`)
  const counts = measure(message)
  // The machine may be shared: the load before and after tells a quiet run from a contended one.
  const loadBefore = os.loadavg()[0]
  const page = await startPreviewPage()
  const browser = await chromium.launch({
    executablePath: process.env.HERALD_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--headless'],
  })
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await tab.goto(page.url)
    await tab.waitForFunction(() => window.heraldReady === true)
    const result = await tab.evaluate((changes) => window.heraldBench!(changes), CHANGES)
    const longest = Math.max(0, ...result.longTasksMs)
    const edit = summarise(result.renderCommitMs)
    const output = {
      browser: `chromium ${browser.version()}`,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      message: {
        valid: true,
        contentChars: counts.content.used,
        embeds: counts.embeds.count.used,
        embedChars: counts.embeds.total.used,
      },
      mountMs: Math.round(result.mountMs * 10) / 10,
      images: { attached: BENCH_IMAGES.length, inEmbeds: 20, drawn: result.imagesDrawn },
      edits: CHANGES,
      renderCommit: edit,
      renderCommitLayout: summarise(result.withLayoutMs),
      longTasks: { count: result.longTasksMs.length, maxMs: longest },
      parseWholeMessage: summarise(result.parseMessageMs),
      parseOneDescription: summarise(result.parseDescriptionMs),
      target: { p95Ms: 8, longTaskMs: 50, met: edit.p95Ms < 8 && longest <= 50 },
    }
    return output
  } finally {
    await browser.close()
    await page.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${JSON.stringify(await benchPreview(), null, 2)}\n`)
}
