import type { Session, WebContents } from 'electron'
import { createLogger } from '@services/log'

const log = createLogger('main/devices')

/**
 * Device pickers, cancelled. The permission handlers already refuse `hid`, `serial` and `usb`, but a
 * picker event that nobody handles is answered by Electron itself (for Bluetooth, with the first device
 * found), so each one is handled here and answered with "no device".
 */
export function denyDevicePickers(session: Session): void {
  session.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault()
    log.warn('refused a HID device request')
    callback()
  })
  session.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault()
    log.warn('refused a USB device request')
    callback()
  })
  session.on('select-serial-port', (event, _ports, _contents, callback) => {
    event.preventDefault()
    log.warn('refused a serial port request')
    callback('')
  })
  session.setBluetoothPairingHandler((_details, callback) => callback({ confirmed: false }))
}

/** Web Bluetooth's picker is an event of each page, not of the session. */
export function refuseBluetoothPicker(contents: WebContents): void {
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault()
    log.warn('refused a Bluetooth device request')
    callback('')
  })
}
