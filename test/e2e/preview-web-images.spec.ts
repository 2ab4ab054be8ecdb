import type { Locator, Page } from '@playwright/test'
import { pageCsp } from '@services/csp'
import { expect, test as base, startTestHost } from './fixtures'
import type { ImageServer } from '../support/imageServer'
import { startImageServer } from '../support/imageServer'
import { lookAt } from './looks'

// Issue 21, item 1: web images reach the preview through the services, never the page. A local image
// server stands in for the web and for Discord's CDN; the host allows it through its test-only option,
// so the private-address rule itself stays as it is in use.
const WEB = 'https://images.example'

const test = base.extend<{ web: ImageServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  web: async ({}, use) => {
    const server = await startImageServer()
    await use(server)
    await server.close()
  },
  host: async ({ emulator, dataDir, web }, use) => {
    const host = await startTestHost(emulator, dataDir, {
      mediaTestServer: { origin: web.origin, standsInFor: [WEB, 'https://cdn.discordapp.com'] },
    })
    await use(host)
    await host.close()
  },
})

const message = {
  content: 'Launch day <:herald:123456789012345678>',
  embeds: [
    {
      title: 'Gallery',
      url: 'https://example.com/launch',
      author: { name: 'The team', icon_url: `${WEB}/author/blue.png` },
      thumbnail: { url: `${WEB}/thumb/green.png` },
      image: { url: `${WEB}/one/red.png` },
      footer: { text: 'See you there', icon_url: `${WEB}/footer/blue.png` },
    },
    { url: 'https://example.com/launch', image: { url: `${WEB}/two/green.png` } },
  ],
}

async function typeJson(page: Page, screen: Locator, text: string) {
  await screen.getByRole('tab', { name: 'JSON' }).click()
  await screen.getByRole('textbox', { name: 'Message JSON' }).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText(text)
  await screen.getByRole('tab', { name: 'Form' }).click()
}

/** The colour of an image's middle pixel as the page decoded it, or undefined when it has no pixels. */
const middlePixel = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => {
    if (!element.complete || element.naturalWidth === 0) return undefined
    const canvas = document.createElement('canvas')
    canvas.width = element.naturalWidth
    canvas.height = element.naturalHeight
    const context = canvas.getContext('2d')
    context?.drawImage(element, 0, 0)
    const data = context?.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data
    return data ? [data[0], data[1], data[2]] : undefined
  })

test.describe('preview: web images through the services', () => {
  test('WEBIMG-001 embed image, thumbnail, icons, custom emoji and a gallery show their real pixels; off shows why', async ({
    app,
    host,
    web,
  }, testInfo) => {
    test.setTimeout(120_000)
    const errors: string[] = []
    app.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text())
    })
    const page = await app.request.get(host.origin)
    expect(page.headers()['content-security-policy']).toBe(pageCsp)
    expect(pageCsp).not.toMatch(/127\.0\.0\.1|images\.example/)

    const screen = app.locator('main > div:not([hidden])')
    await typeJson(app, screen, JSON.stringify(message))
    const preview = screen.getByRole('region', { name: 'Preview' }).last()

    const red = [220, 20, 20]
    const green = [20, 180, 20]
    const blue = [20, 20, 220]
    const yellow = [230, 200, 20]
    const expectPixels = async (image: Locator, rgb: number[]) => {
      await expect(image).toBeVisible()
      await expect.poll(() => middlePixel(image)).toEqual(rgb)
    }
    await expectPixels(preview.getByRole('img', { name: 'Image 1 of 2' }), red)
    await expectPixels(preview.getByRole('img', { name: 'Image 2 of 2' }), green)
    await expectPixels(preview.getByRole('img', { name: 'Thumbnail' }), green)
    await expectPixels(preview.locator('img.embed__author-icon'), blue)
    await expectPixels(preview.locator('img.embed__footer-icon'), blue)
    await expectPixels(preview.getByRole('img', { name: ':herald:' }), yellow)
    // Every image came as a blob the page made of the services' answer, none from the web itself.
    for (const src of await preview
      .locator('img')
      .evaluateAll((all) => all.map((i) => (i as HTMLImageElement).src))) {
      expect(src).toMatch(/^blob:/)
    }
    expect(web.requests).toContain('/emojis/123456789012345678.webp')
    await lookAt(app, testInfo, 'web-images-on')

    // Off: nothing is fetched and each image says why.
    await app.getByRole('navigation').getByRole('button', { name: 'Settings' }).click()
    const toggle = app.getByRole('checkbox', { name: 'Show web images in the preview' })
    await expect(toggle).toBeChecked()
    await toggle.uncheck()
    await app.getByRole('navigation').getByRole('button', { name: 'Composer' }).click()
    await expect(
      preview.getByRole('img', { name: 'Image 1 of 2: Web images are off in Settings' }),
    ).toBeVisible()
    await expect(
      preview.getByRole('img', { name: 'Thumbnail: Web images are off in Settings' }),
    ).toBeVisible()
    await expect(
      preview.getByRole('img', { name: 'Web images are off in Settings', exact: true }),
    ).toHaveCount(2)
    await expect(preview.getByText(':herald:')).toBeVisible()
    await expect(preview.locator('img')).toHaveCount(0)
    await lookAt(app, testInfo, 'web-images-off')

    // A missing image and one that is not an image say so, with web images on again.
    await app.getByRole('navigation').getByRole('button', { name: 'Settings' }).click()
    await toggle.check()
    await app.getByRole('button', { name: 'Clear image cache' }).click()
    await expect(app.getByRole('status').filter({ hasText: 'Image cache cleared' })).toBeVisible()
    await app.getByRole('navigation').getByRole('button', { name: 'Composer' }).click()
    await typeJson(
      app,
      screen,
      JSON.stringify({
        embeds: [
          {
            title: 'Broken',
            image: { url: `${WEB}/gone/purple.png` },
            thumbnail: { url: 'http://10.0.0.1/x.png' },
          },
        ],
      }),
    )
    await expect(preview.getByRole('img', { name: 'Embed image: Image not found' })).toBeVisible()
    await expect(
      preview.getByRole('img', { name: 'Thumbnail: Blocked: a local or private address' }),
    ).toBeVisible()
    await lookAt(app, testInfo, 'web-images-refused')

    // The failed fetches answer 4xx, which Chromium logs; anything else (a CSP refusal) is an error.
    expect(errors.filter((text) => !/status of 40[34]/.test(text))).toEqual([])
  })
})

test.describe('preview: the header time', () => {
  test('WEBIMG-002 an unsent message is shown as sent now, the time moving on while drafting', async ({
    page,
    host,
  }) => {
    await page.clock.install({ time: new Date('2026-03-04T09:15:30') })
    await page.goto(host.url)
    const preview = page.locator('main > div:not([hidden])').getByRole('region', { name: 'Preview' }).last()
    const time = preview.locator('time.message__time')
    await expect(time).toContainText('Today at')
    await expect(time).toHaveAttribute('datetime', /T\d\d:15:/)
    await page.clock.runFor(2 * 60_000)
    await expect(time).toHaveAttribute('datetime', /T\d\d:17:/)
  })
})
