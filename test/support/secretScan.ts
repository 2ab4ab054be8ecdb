import fs from 'node:fs'
import path from 'node:path'

// A reusable scan for leaked secrets: the secrets tests and the soak run give it the secrets they used and
// every place output could have gone (files, logs, answers, command lines), and it counts what it finds.

/**
 * The part of a base64 text that depends only on `bytes`, when they start `skip` bytes into a longer
 * encoded buffer: so a secret is found inside a bigger base64 blob at any alignment, not just at its start.
 */
function base64Core(bytes: Buffer, skip: number, encoding: 'base64' | 'base64url'): string {
  const text = Buffer.concat([Buffer.alloc(skip), bytes])
    .toString(encoding)
    .replace(/=+$/, '')
  const first = Math.ceil((skip * 8) / 6)
  const last = Math.floor(((skip + bytes.length) * 8) / 6)
  return text.slice(first, last)
}

/** A secret as is, and in each encoding a careless write would use; distinct, longest first. */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    ...[0, 1, 2].flatMap((skip) => [base64Core(bytes, skip, 'base64'), base64Core(bytes, skip, 'base64url')]),
  ]
  return [...new Set(forms)].filter((form) => form.length >= 8).sort((a, b) => b.length - a.length)
}

/** Every file under a folder, recursively, by relative path. */
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

export type Finding = { place: string; secret: string; form: string }

/**
 * Every place (by name) holding a secret (by its name, never its value) in any of its forms. Binary
 * places are read as latin1 too, so a secret's bytes are found whatever the place's encoding.
 */
export function findSecrets(
  secrets: Record<string, string>,
  places: Map<string, string | Buffer> | Record<string, string | Buffer>,
): Finding[] {
  const findings: Finding[] = []
  const entries = places instanceof Map ? [...places] : Object.entries(places)
  const forms = Object.entries(secrets).map(([name, value]) => [name, secretForms(value)] as const)
  for (const [place, content] of entries) {
    const texts =
      typeof content === 'string' ? [content] : [content.toString('utf8'), content.toString('latin1')]
    for (const [secret, variants] of forms) {
      const found = variants.find((variant) => texts.some((text) => text.includes(variant)))
      if (found !== undefined) {
        findings.push({ place, secret, form: found === secrets[secret] ? 'plain' : 'encoded' })
      }
    }
  }
  return findings
}

/** How many (place, secret) pairs leak: 0 is the only good answer. */
export function countSecrets(
  secrets: Record<string, string>,
  places: Map<string, string | Buffer> | Record<string, string | Buffer>,
): number {
  return findSecrets(secrets, places).length
}
