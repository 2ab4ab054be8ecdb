import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApplicationView } from '@shared/rpc/areas/applications'
import { saidText } from '@shared/rpc/saidText'
import { ApplicationService } from '@services/applications/applicationService'
import { openApplicationStore } from '@services/applications/applicationStore'
import type { OAuth2Api } from '@services/discord/oauth2Api'
import type { SecretBox } from '@services/library/webhookLibrary'
import { RecoveryLog } from '@services/stores/recoveryLog'
import type { Emulator } from '../../emulator'
import { englishTranslator, translatorFor } from '../../support/english'
import type { startApplications } from './harness'
import { waitingApplication } from '../../support/applicationRecords'
import {
  addDemoApplication,
  eventually,
  failure,
  revokeAuthorization,
  startDemoApplications,
  value,
} from './harness'

// Issue 25: why a user must connect an application again is kept with the application, in English and
// as a phrase said in the page's language; a reason kept before phrases is shown as it was written.

const german = translatorFor('de')
const english = englishTranslator()
const INVALID_GRANT_DE =
  'Discord akzeptiert diese Autorisierung nicht mehr (invalid_grant: Sie wurde widerrufen oder das Refresh-Token wurde anderswo verwendet). Verbinde den Benutzer erneut.'

describe('a reason to connect again, kept with its phrase', () => {
  let emu: Emulator
  let h: Awaited<ReturnType<typeof startApplications>>
  let demo: Awaited<ReturnType<typeof startDemoApplications>>
  beforeEach(async () => {
    demo = await startDemoApplications()
    ;({ emu, h } = demo)
  })
  afterEach(() => demo.close())

  async function connectDemo(): Promise<string> {
    const { applicationId: id } = await addDemoApplication(demo)
    const started = value<{ authorizeUrl: string }>(await h.dispatch('oauth.connect', { applicationId: id }))
    const approve = await fetch(started.authorizeUrl, { redirect: 'manual' })
    await fetch(approve.headers.get('location') ?? '')
    await eventually(() => h.changes.at(-1)?.state === 'connected', 'the connection')
    return id
  }

  it('says Discord’s invalid_grant in German in the page and keeps the phrase on disk', async () => {
    const applicationId = await connectDemo()
    // The user removed the app in Discord's settings: every token of the authorization is revoked.
    await revokeAuthorization(emu, applicationId)
    h.clock.now += 7 * 86_400_000
    const error = failure(await h.dispatch('linkedRoles.getConnection', { applicationId }))
    expect(saidText(german, error)).toBe(INVALID_GRANT_DE)

    const apps = value<{ applications: ApplicationView[] }>(await h.dispatch('applications.list', {}))
    const connection = apps.applications[0]!.connection
    expect(connection.state).toBe('reconnect')
    expect(connection.message).toMatch(/^Discord no longer accepts this authorization/)
    expect(saidText(german, { message: connection.message!, phrase: connection.phrase })).toBe(
      INVALID_GRANT_DE,
    )
    expect(saidText(english, { message: connection.message!, phrase: connection.phrase })).toBe(
      connection.message,
    )

    const onDisk = JSON.parse(fs.readFileSync(path.join(h.dataDir, 'applications.json'), 'utf8'))
    expect(onDisk.applications[0]).toMatchObject({
      reconnectReason: connection.message,
      reconnectPhrase: { id: 'stored.applications.invalidGrant' },
    })

    // The next call says it again from what was kept, in German too.
    const again = failure(await h.dispatch('linkedRoles.getConnection', { applicationId }))
    expect(saidText(german, again)).toBe(INVALID_GRANT_DE)
  })

  it('says why a Connect failed in German, Discord’s own words kept as Discord wrote them', async () => {
    const { applicationId: id } = await addDemoApplication(demo)
    const started = value<{ redirectUri: string }>(await h.dispatch('oauth.connect', { applicationId: id }))
    // The browser comes back with Discord's refusal.
    const state = new URL(h.opened.at(-1)!).searchParams.get('state') ?? ''
    const description = encodeURIComponent('The requested scope is invalid')
    await fetch(`${started.redirectUri}?error=invalid_scope&error_description=${description}&state=${state}`)
    await eventually(() => h.changes.at(-1)?.state === 'none', 'the end of the wait')
    const connection = h.changes.at(-1)!
    expect(connection.phrase).toBeDefined()
    const said = saidText(german, { message: connection.message!, phrase: connection.phrase })
    expect(said).toBe(
      'Discord hat die Autorisierung abgelehnt (invalid_scope: The requested scope is invalid).',
    )
    expect(saidText(english, { message: connection.message!, phrase: connection.phrase })).toBe(
      connection.message,
    )
  })
})

describe('a reason kept before phrases (an older applications.json)', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-apps-old-'))
  })
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  const OLD_REASON =
    'Discord no longer accepts this authorization (invalid_grant: it was revoked, or the refresh token was used elsewhere). Connect the user again.'

  it('reads the file as it is and shows the English reason as it was written', async () => {
    fs.writeFileSync(
      path.join(dataDir, 'applications.json'),
      JSON.stringify({
        version: 1,
        applications: [waitingApplication('111111111111111111', 'Old', OLD_REASON)],
      }),
    )
    const recovery = new RecoveryLog()
    const service = new ApplicationService({
      store: openApplicationStore({ dataDir, recovery }),
      vault: {} as SecretBox,
      oauth2: {} as Pick<OAuth2Api, 'requestToken'>,
    })
    expect(recovery.list()).toEqual([])
    const connection = service.list()[0]!.connection
    expect(connection).toMatchObject({ state: 'reconnect', message: OLD_REASON })
    expect(connection.phrase).toBeUndefined()
    expect(saidText(german, { message: connection.message!, phrase: connection.phrase })).toBe(OLD_REASON)
    const error = await service.accessToken('111111111111111111').catch((e: unknown) => e)
    expect((error as { data: { message: string; phrase?: unknown } }).data).toMatchObject({
      kind: 'invalidInput',
      message: OLD_REASON,
    })
    expect((error as { data: { phrase?: unknown } }).data.phrase).toBeUndefined()
  })
})
