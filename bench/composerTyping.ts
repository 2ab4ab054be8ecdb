/**
 * Real keystrokes in the composer against a bare textarea (part of `npm run bench`; alone:
 * `npm run bench -- composerTyping`). The browser host serves the built app to Debian's Chromium; a draft
 * holding the largest valid message (2000 characters of content, 10 embeds × 25 fields using all 6000
 * embed characters, bench/fixtures.ts) with an image and a thumbnail in every embed is open, the images
 * drawn from a local image server through the services' media route (as the e2e test WEBIMG-001 does).
 * Keys go through CDP (Playwright's keyboard: keydown, keypress, input, keyup, as a person's do) into
 * embed 3's description; the floor is a bare `<textarea>` on a blank page in the same browser, same keys,
 * same method (bench/keyLatency.ts), just before. Both at 1× and at 4× CPU throttle (a modest laptop).
 * Target (docs/performance.md): keydown to painted preview p95 within 2× the textarea's p95, no long task.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { startHost } from '@host'
import { configFromEnv } from '@services/config'
import { startImageServer } from '../test/support/imageServer'
import { buildAppWhenStale } from './buildApp'
import { assertValid, largestValidMessage } from './fixtures'
import { armKeyLatency, type KeyFigures } from './keyLatency'
import type { BenchOptions } from './options'
import { summarise } from './stats'

/** The built page; HERALD_BENCH_RENDERER names another build (of an older commit, to compare). */
const rendererDir =
  process.env.HERALD_BENCH_RENDERER || path.resolve(import.meta.dirname, '..', 'out', 'renderer')
/** Where the embeds' images seem to live; the media route's test option maps it to the local server. */
const WEB = 'https://images.example'
/** Ten characters typed, then ten Backspaces: the description stays within Discord's limit. */
const WORD = 'quick fox '
const FIELD = '[aria-label="Embed 3 description"]'
const SHOWN = '[data-part="embeds.2.description"]'
/** A typist's pace: each key starts from a page that has finished the previous one. */
const PAUSE_MS = 40

/** The largest message with an image and a thumbnail in every embed (URLs count no characters). */
function messageWithImages(): Record<string, unknown> {
  const message = largestValidMessage() as { embeds: Record<string, unknown>[] }
  message.embeds = message.embeds.map((embed, i) => ({
    ...embed,
    image: { url: `${WEB}/image${i}/red.png` },
    thumbnail: { url: `${WEB}/thumb${i}/green.png` },
  }))
  return assertValid(message, 'largest message with images')
}

/** Types `keys` keys (the word, then as many Backspaces) and returns what the page measured. */
async function typeKeys(tab: Page, keys: number): Promise<KeyFigures> {
  for (let i = 0; i < keys; i++) {
    const at = i % (WORD.length * 2)
    if (at < WORD.length) await tab.keyboard.type(WORD[at]!)
    else await tab.keyboard.press('Backspace')
    await tab.evaluate((limit) => window.heraldKeys!.painted(limit), 5_000)
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
  }
  return tab.evaluate(() => window.heraldKeys!.take())
}

/**
 * HERALD_BENCH_PROFILE=<file>: a CPU profile of the page while it takes `keys` keys at 1 ×, written as a
 * .cpuprofile (Chrome DevTools opens it); with HERALD_BENCH_RENDERER naming an unminified build, the
 * functions keep their names.
 */
async function profileKeys(tab: Page, keys: number, file: string): Promise<void> {
  const cdp = await tab.context().newCDPSession(tab)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  await typeKeys(tab, keys)
  const { profile } = await cdp.send('Profiler.stop')
  fs.writeFileSync(file, JSON.stringify(profile))
  await cdp.detach()
}

function figures(taken: KeyFigures) {
  return {
    keydownToPainted: summarise(taken.latencyMs),
    longTasks: { count: taken.longTasksMs.length, maxMs: Math.max(0, ...taken.longTasksMs) },
    missed: taken.missed,
  }
}

export async function benchComposerTyping(options: BenchOptions): Promise<Record<string, unknown>> {
  const keys = options.quick ? WORD.length * 2 : WORD.length * 20
  if (!process.env.HERALD_BENCH_RENDERER) buildAppWhenStale()
  const web = await startImageServer()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-typing-'))
  const config = configFromEnv({ HERALD_DATA_DIR: dataDir })
  const host = await startHost({
    config,
    rendererDir,
    mediaTestServer: { origin: web.origin, standsInFor: [WEB] },
  })
  const browser = await chromium.launch({
    executablePath: process.env.HERALD_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--headless'],
  })
  const loadBefore = os.loadavg()[0]
  try {
    const message = messageWithImages()
    const created = await fetch(`${host.origin}/rpc/drafts.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-herald-token': host.token },
      body: JSON.stringify({ name: 'Largest', messages: [{ id: 'bench', data: message, files: [] }] }),
    })
    if (!created.ok) throw new Error(`drafts.create answered ${created.status}`)

    const viewport = { width: 1600, height: 1000 }
    const floor = await browser.newPage({ viewport })
    await floor.setContent('<textarea aria-label="Floor" rows="10" cols="80"></textarea>')
    const app = await browser.newPage({ viewport })
    const opened = performance.now()
    await app.goto(host.url)
    await app.locator(FIELD).waitFor()
    await app.locator(SHOWN).waitFor()
    const openMs = performance.now() - opened
    // Every embed's image and thumbnail fetched by the services and handed to the page as a blob; the
    // preview loads images lazily, so those near the edited embed are drawn (counted below).
    await app.waitForFunction((count) => document.querySelectorAll('img[src^="blob:"]').length >= count, 20, {
      timeout: 60_000,
    })
    for (const [tab, field, shown] of [
      [floor, 'textarea', null],
      [app, FIELD, SHOWN],
    ] as const) {
      // tsx keeps function names with a `__name` helper that the page does not have.
      await tab.evaluate('globalThis.__name = (fn) => fn')
      await tab.evaluate(armKeyLatency, { field, shown })
      await tab.locator(field).click()
      await tab.keyboard.press('Control+End')
    }
    await app.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')].some(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    )
    // Room for the word (the description is at the limit), and a warm-up of both pages' code.
    for (let i = 0; i < WORD.length; i++) {
      await app.keyboard.press('Backspace')
      await app.evaluate((limit) => window.heraldKeys!.painted(limit), 5_000)
    }
    await typeKeys(floor, WORD.length * 2)
    await typeKeys(app, WORD.length * 2)

    if (process.env.HERALD_BENCH_PROFILE) await profileKeys(app, keys, process.env.HERALD_BENCH_PROFILE)
    if (process.env.HERALD_BENCH_TRACE) {
      // A Chromium trace of the same (DevTools' Performance panel or ui.perfetto.dev opens it).
      await browser.startTracing(app, {
        path: process.env.HERALD_BENCH_TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'],
      })
      await typeKeys(app, keys)
      await browser.stopTracing()
    }

    const runs: Record<string, unknown> = {}
    for (const rate of [1, 4]) {
      for (const tab of [floor, app]) {
        const cdp = await tab.context().newCDPSession(tab)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      }
      const bare = figures(await typeKeys(floor, keys))
      const composer = figures(await typeKeys(app, keys))
      const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.001)) * 100) / 100
      runs[`cpu${rate}x`] = {
        textarea: bare,
        composer,
        ratio: {
          p50: ratio(composer.keydownToPainted.p50Ms, bare.keydownToPainted.p50Ms),
          p95: ratio(composer.keydownToPainted.p95Ms, bare.keydownToPainted.p95Ms),
        },
        target: {
          p95WithinOfFloor: 2,
          met:
            composer.keydownToPainted.p95Ms <= 2 * bare.keydownToPainted.p95Ms &&
            composer.longTasks.count === 0 &&
            composer.missed === 0,
        },
      }
    }
    return {
      browser: `chromium ${browser.version()}`,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      openToEditableMs: Math.round(openMs),
      imagesDrawn: await app.evaluate(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')].filter(
            (image) => image.complete && image.naturalWidth > 0,
          ).length,
      ),
      keysPerRun: keys,
      ...runs,
    }
  } finally {
    await browser.close()
    await host.close()
    await web.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick')
  process.stdout.write(`${JSON.stringify(await benchComposerTyping({ quick }), null, 2)}\n`)
}
