import fs from 'node:fs'
import path from 'node:path'

/** Herald's version from its package.json, found by walking up from this file (source or bundle). */
export function packageVersion(start = import.meta.dirname): string {
  let dir = start
  for (;;) {
    const file = path.join(dir, 'package.json')
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === 'herald' && pkg.version) return pkg.version
    }
    const parent = path.dirname(dir)
    if (parent === dir) return '0.0.0'
    dir = parent
  }
}
