import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible } from './a11y'
import { composeTo, openScreen, visibleScreen } from './libraryUi'

// Video and audio in the preview play as Discord's players do: the user's own files before sending
// (blob: addresses) and, in History, the sent message's attachments on Discord's CDN, which the services
// fetch as they fetch web images (the page's CSP names no remote origin for media either).

/** Half a second of a 440 Hz tone as 16-bit mono WAV. */
function toneWav(): Buffer {
  const rate = 8000
  const samples = rate / 2
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((i * 2 * Math.PI * 440) / rate) * 8000), i * 2)
  const head = Buffer.alloc(44)
  head.write('RIFF', 0)
  head.writeUInt32LE(36 + data.length, 4)
  head.write('WAVEfmt ', 8)
  head.writeUInt32LE(16, 16)
  head.writeUInt16LE(1, 20)
  head.writeUInt16LE(1, 22)
  head.writeUInt32LE(rate, 24)
  head.writeUInt32LE(rate * 2, 28)
  head.writeUInt16LE(2, 32)
  head.writeUInt16LE(16, 34)
  head.write('data', 36)
  head.writeUInt32LE(data.length, 40)
  return Buffer.concat([head, data])
}

/** A short WebM video, recorded by the browser itself from a canvas (no video file is kept in the repository). */
async function recordedWebm(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 160
      canvas.height = 90
      const context = canvas.getContext('2d')!
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' })
      const chunks: Blob[] = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      recorder.start()
      for (let frame = 0; frame < 10; frame++) {
        context.fillStyle = `hsl(${frame * 36} 70% 50%)`
        context.fillRect(0, 0, 160, 90)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    })
    return Buffer.from(base64, 'base64')
  } finally {
    await page.close()
  }
}

/** Asks the element for its metadata and waits until it has it; answers its duration in seconds. */
async function playableDuration(media: Locator): Promise<number> {
  await media.evaluate((element: HTMLMediaElement) => {
    element.preload = 'metadata'
    if (element.readyState === 0) element.load()
  })
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1)
  return media.evaluate((element: HTMLMediaElement) => element.duration)
}

function policyComplaints(page: Page): string[] {
  const said: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to load/i.test(message.text())) said.push(message.text())
  })
  return said
}

test.describe('video and audio in the preview', () => {
  test('MEDIA-001 the user’s own video and audio files play in the composer’s preview', async ({
    app,
    browser,
  }, testInfo) => {
    const complaints = policyComplaints(app)
    const webm = await recordedWebm(browser)
    await openScreen(app, 'Composer')
    const screen = visibleScreen(app)
    await screen.locator('input[type="file"]').setInputFiles([
      { name: 'clip.webm', mimeType: 'video/webm', buffer: webm },
      { name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() },
    ])
    const preview = screen.getByRole('region', { name: 'Preview' })
    const video = preview.locator('video')
    const audio = preview.getByLabel('Play tone.wav')
    await expect(video).toHaveCount(1)
    await expect(audio).toHaveCount(1)
    expect(await playableDuration(video)).toBeGreaterThan(0)
    expect(await playableDuration(audio)).toBeCloseTo(0.5, 1)
    expect(complaints).toEqual([])
    await preview.last().screenshot({ path: testInfo.outputPath('composer-media.png') })
  })

  test('MEDIA-002 a sent message’s video and audio play in History’s preview, fetched by the services', async ({
    app,
    browser,
    emulator,
  }, testInfo) => {
    const complaints = policyComplaints(app)
    const webm = await recordedWebm(browser)
    const { general } = emulator.demo.webhooks
    await composeTo(app, general, 'General chatter')
    const composer = visibleScreen(app)
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill('The trailer')
    await composer.locator('input[type="file"]').setInputFiles([
      { name: 'clip.webm', mimeType: 'video/webm', buffer: webm },
      { name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() },
    ])
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(composer.getByRole('status', { name: 'Message sent' })).toBeVisible()
    const messageId = (await composer.getByTestId('message-id').textContent()) ?? ''

    await openScreen(app, 'History')
    const screen = visibleScreen(app)
    await screen.getByRole('button', { name: `Preview message ${messageId}` }).click()
    const preview = screen.getByRole('region', { name: 'Preview' })
    const video = preview.locator('video')
    const audio = preview.getByLabel('Play tone.wav')
    await expect(video).toHaveAttribute('src', /^blob:/)
    await expect(audio).toHaveAttribute('src', /^blob:/)
    expect(await playableDuration(video)).toBeGreaterThan(0)
    expect(await playableDuration(audio)).toBeCloseTo(0.5, 1)
    expect(complaints).toEqual([])
    await preview.screenshot({ path: testInfo.outputPath('history-media.png') })
    await expectAccessible(app, testInfo, 'history-preview-media')
    await app.emulateMedia({ colorScheme: 'dark' })
    await preview.screenshot({ path: testInfo.outputPath('history-media-dark.png') })
    await expectAccessible(app, testInfo, 'history-preview-media-dark')
  })
})
