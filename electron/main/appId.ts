/**
 * The app's identity with the operating system: the packaging config's appId, and on Windows the
 * AppUserModelID that notifications and the taskbar group by (they must be equal, or notifications from
 * the installed app show no name).
 */
export const APP_ID = 'app.herald.desktop'
export const PRODUCT_NAME = 'Herald'
