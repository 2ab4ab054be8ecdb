import fs from 'node:fs'
import path from 'node:path'

/** Where translated text is used: the page, the desktop shell, the services' errors and the CLI. */
const SOURCE_DIRS = ['renderer', 'electron', 'shared']

/**
 * The message ids the sources use: `t('id')` calls (`used`, each must be in English), and any string that
 * names an id (`referenced`, e.g. a table of labels' ids), which keeps a message from reading as unused.
 */
export function idsInSources(root: string): { used: Set<string>; referenced: Set<string> } {
  const used = new Set<string>()
  const referenced = new Set<string>()
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1]!)
    for (const match of text.matchAll(/'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) referenced.add(match[1]!)
  }
  for (const id of used) referenced.add(id)
  return { used, referenced }
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}
