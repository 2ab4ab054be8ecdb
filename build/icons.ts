import fs from 'node:fs'
import path from 'node:path'
import png2icons from 'png2icons'

const buildDir = import.meta.dirname

/** Where the generated icons go (gitignored): they are made from build/icon.png on every packaging. */
export const GENERATED_ICONS_DIR = path.join(buildDir, 'generated')
export const SOURCE_ICON = path.join(buildDir, 'icon.png')

export type GeneratedIcons = { ico: string; icns: string }

/**
 * Windows' .ico and macOS' .icns from the 512 px PNG (itself rendered from icon.svg; png2icons reads
 * only PNG). Bicubic scaling for the smaller sizes; the .ico keeps its large sizes as PNG, which Windows
 * Vista and later read, and is laid out for an executable's resources.
 */
export function generateIcons(outDir: string = GENERATED_ICONS_DIR): GeneratedIcons {
  const source = fs.readFileSync(SOURCE_ICON)
  const ico = png2icons.createICO(source, png2icons.BICUBIC, 0, false, true)
  const icns = png2icons.createICNS(source, png2icons.BICUBIC, 0)
  if (!ico || !icns) throw new Error(`png2icons could not convert ${SOURCE_ICON}.`)
  fs.mkdirSync(outDir, { recursive: true })
  const paths = { ico: path.join(outDir, 'icon.ico'), icns: path.join(outDir, 'icon.icns') }
  fs.writeFileSync(paths.ico, ico)
  fs.writeFileSync(paths.icns, icns)
  return paths
}
