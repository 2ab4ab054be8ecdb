import type { FuseV1Config } from '@electron/fuses'
import { FuseV1Options, FuseVersion } from '@electron/fuses'

/**
 * The Electron fuses flipped in every packaged binary (build/afterPack.ts). Every fuse is set on
 * purpose (strictlyRequireAllFuses), so a fuse a future Electron adds fails the packaging until
 * someone decides it. Why each one: docs/decisions.md, "Packaging".
 */
export const FUSES = {
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // No ELECTRON_RUN_AS_NODE: the signed app cannot be turned into a general-purpose Node.
  [FuseV1Options.RunAsNode]: false,
  // Cookies and other Chromium storage encrypted with the OS keychain's key.
  [FuseV1Options.EnableCookieEncryption]: true,
  // No NODE_OPTIONS, and no --inspect flags: nothing injects code or a debugger from outside.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // The app is loaded only from app.asar, and app.asar only if its hash matches the one packed in.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // Left as Electron ships them: no custom V8 snapshot; the page is a file:// page whose module
  // scripts need file:'s privileges; WebAssembly trap handlers are a safety and speed default.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
  [FuseV1Options.WasmTrapHandlers]: true,
} satisfies FuseV1Config
