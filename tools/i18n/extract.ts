/**
 * npm run i18n:extract — the message ids the sources use against the English catalogue (ids used but
 * missing, ids no longer used), then every catalogue compiled for the runtime and the pseudo-locale
 * generated. `--check` writes nothing and fails when anything is out of date.
 */
import fs from 'node:fs'
import path from 'node:path'
import { compileAll, compiledPath, compiledText, readSource } from './catalogues'
import { idsInSources } from './sources'
import type { Locale } from '../../shared/i18n/locale'

const root = path.join(import.meta.dirname, '..', '..')
const check = process.argv.includes('--check')
const english = readSource('en')
const { used, referenced } = idsInSources(root)
const missing = [...used].filter((id) => !(id in english)).sort()
const unused = Object.keys(english).filter((id) => !referenced.has(id))
let failed = false
if (missing.length > 0) {
  failed = true
  process.stderr.write(`In the sources but not in shared/i18n/locales/en.json:\n  ${missing.join('\n  ')}\n`)
}
if (unused.length > 0) {
  failed = true
  process.stderr.write(
    `In en.json but used nowhere (remove them from every catalogue):\n  ${unused.join('\n  ')}\n`,
  )
}
for (const [locale, catalogue] of Object.entries(compileAll())) {
  const file = compiledPath(locale as Locale)
  const text = compiledText(catalogue)
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (current === text) continue
  if (check) {
    failed = true
    process.stderr.write(`${path.relative(root, file)} is out of date: run npm run i18n:extract\n`)
  } else fs.writeFileSync(file, text)
}
process.stdout.write(`${Object.keys(english).length} messages, ${used.size} ids used in the sources\n`)
process.exitCode = failed ? 1 : 0
