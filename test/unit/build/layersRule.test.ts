import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layering rule of eslint.layers.js sees through the layer aliases of aliases.json (issue 22).
const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'herald/layers').map((m) => m.message)
}

describe('the layering rule and the aliases', () => {
  it('refuses a wrong import through an alias, as it does a relative one', async () => {
    const code =
      "import { useDraftsStore } from '@renderer/store/drafts/store'\nexport const s = useDraftsStore\n"
    expect(await layerErrors('shared/discord/layersProbe.ts', code)).toEqual([
      "Layering: shared may not import renderer ('@renderer/store/drafts/store').",
    ])
    const services = "import { x } from '@services/config'\nexport const y = x\n"
    expect(await layerErrors('renderer/util/layersProbe.ts', services)).toEqual([
      "Layering: renderer may not import services ('@services/config').",
    ])
  }, 60_000)

  it('lets an allowed alias through and does not take it for an unclassified package', async () => {
    const code = "import { DEFAULT_API_BASE } from '@shared/discord'\nexport const base = DEFAULT_API_BASE\n"
    expect(await layerErrors('renderer/util/layersProbe.ts', code)).toEqual([])
  }, 60_000)
})
