import path from 'node:path'
import { flipFuses } from '@electron/fuses'
import { FUSES } from './fuses'

/** The parts of electron-builder's AfterPackContext this hook reads. */
export type PackContext = {
  appOutDir: string
  electronPlatformName: string
  /** electron-builder's Arch: 3 is arm64. */
  arch: number
  /** executableName: the Linux packager's only. */
  packager: { executableName?: string; appInfo: { productFilename: string } }
}

const ARM64 = 3

/** The packed Electron binary whose fuses are flipped (the .app bundle on macOS). */
export function packedBinary(context: PackContext): string {
  const { appOutDir, electronPlatformName: platform, packager } = context
  if (platform === 'darwin' || platform === 'mas') {
    return path.join(appOutDir, `${packager.appInfo.productFilename}.app`)
  }
  if (platform === 'win32') return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`)
  return path.join(appOutDir, packager.executableName ?? packager.appInfo.productFilename)
}

/**
 * electron-builder's afterPack hook: runs after the app is packed and before it is signed, the one
 * moment the fuses can be flipped (flipping changes the binary, so signing must come after). On Apple
 * silicon the ad-hoc signature is renewed, or macOS would refuse to start the unsigned build.
 */
export async function afterPack(context: PackContext): Promise<void> {
  const mac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas'
  await flipFuses(packedBinary(context), {
    ...FUSES,
    resetAdHocDarwinSignature: mac && context.arch === ARM64,
  })
}
