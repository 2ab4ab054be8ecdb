import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { RunningHost } from '@host'
import type { Emulator } from '../../emulator'
import { startEmulator } from '../../emulator'
import { composer } from '../composer'
import { expect, startTestHost } from '../fixtures'
import { PASSPHRASE, addWebhook, createVault, openScreen, visibleScreen } from '../libraryUi'

/** The saved webhooks every sequence starts with: label by demo-seed key. */
export const SAVED = { general: 'General chatter', announcements: 'Announcements desk', news: 'News desk' }
export type HookName = keyof typeof SAVED

/**
 * What the screen promised, kept by the harness as it drives the page: the oracle the invariants check
 * the emulator and History against. Nothing here is read from the app's own records.
 */
export type Ledger = {
  /** Extra posts of one identity to one webhook the user asked for: key `${webhookId}|${identity}`. */
  allowance: Map<string, number>
  /** Identities (content + file names) posted at least once. */
  posted: Set<string>
  /** The draft's identity at the last Send that posted. */
  lastIdentity: string | undefined
  /** The journal up to here has been checked for routing. */
  checkedSeq: number
  /** `${webhookId}/${last 4 of the token}` the target cards showed at each Send of the current step. */
  cardTargets: Set<string>
  /** After a Save edit: the files the screen said the message keeps, per edited message id. */
  expectedFiles: Map<string, string[]>
  /** Messages an edit saved in the current step. */
  editedNow: Set<string>
  /** The files each stored message's embeds showed through attachment:// at the last check. */
  embedRefs: Map<string, string[]>
  /** The user changed embed images or files (or undid something) since the current edit began. */
  imagesTouched: boolean
}

/**
 * One sequence's world: its own host and data folder, and a browser context with one or two pages, over
 * the worker's emulator (reset to the demo seed for each world).
 */
export type World = {
  emulator: Emulator
  host: RunningHost
  dataDir: string
  context: BrowserContext
  pages: Page[]
  active: number
  /** Makes every typed text and file name unique within the sequence. */
  counter: number
  ledger: Ledger
  /** The commands run so far and what each did, for the failure message. */
  trail: string[]
}

export function page(world: World): Page {
  return world.pages[world.active] as Page
}

export async function openApp(world: World): Promise<Page> {
  const tab = await world.context.newPage()
  await tab.goto(world.host.url)
  await expect(tab.getByRole('heading', { name: 'Composer' })).toBeVisible()
  return tab
}

/**
 * What every world of this worker starts from: one emulator, and a data folder holding a vault with the
 * three saved webhooks, made once through the page. The demo seed's ids and tokens are the same after a
 * reset, so each world copies the folder instead of creating the vault and saving the webhooks again.
 */
let shared: Promise<{ emulator: Emulator; template: string }> | undefined

async function makeTemplate(browser: Browser): Promise<{ emulator: Emulator; template: string }> {
  const emulator = await startEmulator({ seed: 'demo' })
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-model-template-'))
  const host = await startTestHost(emulator, template)
  const context = await browser.newContext()
  try {
    const app = await context.newPage()
    await app.goto(host.url)
    await createVault(app)
    for (const [name, label] of Object.entries(SAVED)) {
      await addWebhook(app, emulator.demo.webhooks[name as HookName].url, label)
    }
  } finally {
    await context.close()
    await host.close()
  }
  return { emulator, template }
}

/** Closes the worker's emulator and removes its template folder (after its last world). */
export async function closeShared(): Promise<void> {
  const done = await shared?.catch(() => undefined)
  shared = undefined
  if (!done) return
  await done.emulator.close().catch(() => undefined)
  fs.rmSync(done.template, { recursive: true, force: true })
}

/** A vault with three saved webhooks, unlocked, the composer on #general with a first message typed. */
export async function startWorld(browser: Browser): Promise<World> {
  shared ??= makeTemplate(browser)
  const base = await shared.catch((error: unknown) => {
    shared = undefined
    throw error
  })
  const emulator = base.emulator
  emulator.control.reset()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-model-'))
  fs.cpSync(base.template, dataDir, { recursive: true })
  const host = await startTestHost(emulator, dataDir)
  const context = await browser.newContext()
  const world: World = {
    emulator,
    host,
    dataDir,
    context,
    pages: [],
    active: 0,
    counter: 0,
    ledger: {
      allowance: new Map(),
      posted: new Set(),
      lastIdentity: undefined,
      checkedSeq: 0,
      cardTargets: new Set(),
      expectedFiles: new Map(),
      editedNow: new Set(),
      embedRefs: new Map(),
      imagesTouched: false,
    },
    trail: [],
  }
  try {
    const app = await openApp(world)
    world.pages.push(app)
    // A new process: the copied vault starts locked.
    await openScreen(app, 'Settings')
    const unlock = visibleScreen(app).getByRole('form', { name: 'Unlock the vault' })
    await unlock.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
    await unlock.getByRole('button', { name: 'Unlock' }).click()
    await expect(visibleScreen(app).getByTestId('vault-state')).toHaveText('Unlocked')
    await openScreen(app, 'Composer')
    const ui = composer(app)
    await ui.target.selectOption(emulator.demo.webhooks.general.id)
    await ui.content.fill(nextText(world))
    await expect(visibleScreen(app).getByRole('status', { name: 'Save state' })).toHaveText('Saved')
    world.ledger.checkedSeq = lastSeq(world)
  } catch (error) {
    await closeWorld(world)
    throw error
  }
  return world
}

/** Closes the world's pages and host and removes its data folder; the emulator stays for the next world. */
export async function closeWorld(world: World): Promise<void> {
  await world.context.close().catch(() => undefined)
  await world.host.close().catch(() => undefined)
  fs.rmSync(world.dataDir, { recursive: true, force: true })
}

export function nextText(world: World): string {
  world.counter += 1
  return `Model message ${world.counter}`
}

export function lastSeq(world: World): number {
  return world.emulator.control.journal().at(-1)?.seq ?? 0
}
