import { readFileSync } from 'node:fs'

/** package.json sits two folders up both from electron/cli/ (tsx) and from out/cli/ (the build). */
export function heraldVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string
    }
    return pkg.version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}
