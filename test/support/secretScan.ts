import fs from 'node:fs'
import path from 'node:path'

/** A secret as is, and in the encodings a careless write would use. */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  return [secret, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')]
}

/** Every file under a data folder, recursively, by relative path. */
export function dataFiles(dataDir: string): Map<string, Buffer> {
  return new Map(
    fs
      .readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dataDir, file), fs.readFileSync(file)] as const
      }),
  )
}
