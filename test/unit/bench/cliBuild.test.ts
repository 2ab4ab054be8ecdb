import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { makeBuildFolder } from '../../../bench/cliBuild'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'herald-bench-folder-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

// A fresh clone has no node_modules/.cache (npm ci never makes it): the bench must create it.
it('creates the bench build folder when its parent folders do not exist yet', () => {
  const parent = path.join(scratch, 'node_modules', '.cache')
  expect(fs.existsSync(parent)).toBe(false)
  const folder = makeBuildFolder(parent)
  expect(path.dirname(folder)).toBe(parent)
  expect(fs.statSync(folder).isDirectory()).toBe(true)
  expect(fs.readdirSync(folder)).toEqual([])
})
