import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Discord's Twemoji SVGs, as the registry package ships them (resolved: vite bundles this config elsewhere). */
const svgDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@discordapp/twemoji/package.json')),
  'dist/svg',
)
const FILE = /^[0-9a-f]+(-[0-9a-f]+)*\.svg$/

/**
 * Puts the Twemoji SVGs beside the built page under twemoji/, so the preview loads each emoji it shows
 * from the page's own origin (CSP img-src 'self'), offline, and none of them weighs on the page's JS.
 * The dev server serves them from the package instead of copying.
 */
export function twemojiAssets(): Plugin {
  let outDir = ''
  return {
    name: 'herald-twemoji-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      fs.cpSync(svgDir, path.join(outDir, 'twemoji'), { recursive: true })
    },
    configureServer(server) {
      server.middlewares.use('/twemoji', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? ''
        if (!FILE.test(name) || !fs.existsSync(path.join(svgDir, name))) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        fs.createReadStream(path.join(svgDir, name)).pipe(res)
      })
    },
  }
}
