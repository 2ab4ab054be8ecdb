import type { Session } from 'electron'
import { createLogger } from '@services/log'
import { denyDevicePickers } from './devices'

const log = createLogger('main/permissions')

/**
 * Permissions the page may be granted, each with the reason it needs it. Herald's page talks to its
 * services through the preload and needs nothing from the browser: no camera, microphone, geolocation,
 * notifications, clipboard reading, MIDI, HID, serial or USB. Anything not listed here is denied.
 */
const allowed: Readonly<Record<string, string>> = {}

/** Default deny for requests, checks and device pickers in this session. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    const grant = Object.hasOwn(allowed, permission)
    if (!grant) log.warn(`denied permission request: ${permission}`)
    callback(grant)
  })
  session.setPermissionCheckHandler((_contents, permission) => Object.hasOwn(allowed, permission))
  session.setDevicePermissionHandler(() => false)
  denyDevicePickers(session)
}
