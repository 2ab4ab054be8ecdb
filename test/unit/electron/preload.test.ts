import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The preload bundle is what runs next to the page. It checks names with shared/rpc/names.ts, whose only
// import is type-only, so zod and the contract's schemas (~200 KB) stay out of it; this keeps it so.
const root = path.resolve(import.meta.dirname, '../../..')

/** Modules a file imports at run time (type-only imports are erased by the build). */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*from\s+'([^']+)'/gm)].map((match) => match[1]!)
}

describe('preload', () => {
  it('imports only electron and the schema-free name lists', () => {
    expect(valueImports('electron/preload/index.ts')).toEqual(['electron', '@shared/rpc/names'])
    expect(valueImports('shared/rpc/names.ts')).toEqual([])
  })
})
