import fs from 'node:fs'
import path from 'node:path'

// A minimal local secret check for the hardening tests. wt/hardfix moves the shared scan to
// test/support/secretScan.ts (with alignment-proof base64 forms); once both are on main, these two
// functions give way to it.

/**
 * A secret as is and in every encoding a careless answer or file would carry it: base64, base64url, hex,
 * JSON-escaped and URL-encoded.
 */
export function secretNeedles(secrets: string[]): string[] {
  return secrets.flatMap((secret) => {
    const bytes = Buffer.from(secret, 'utf8')
    return [
      secret,
      bytes.toString('base64'),
      bytes.toString('base64url'),
      bytes.toString('hex'),
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
    ]
  })
}

/** Every file under a folder, recursively, by relative path. */
export function dataFiles(dir: string): Map<string, Buffer> {
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dir, file), fs.readFileSync(file)] as const
      }),
  )
}
