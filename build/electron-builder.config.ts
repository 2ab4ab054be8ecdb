import type { Configuration } from 'electron-builder'
import { APP_ID, PRODUCT_NAME } from '../electron/main/appId'
import { afterPack } from './afterPack'
import { generateIcons } from './icons'
import { pageOnlyExclusions } from './nodeModules'

/**
 * What goes into the app: the three bundles the app runs (the CLI bundle in out/cli is not part of
 * it), package.json, and the window's icon (electron/main/window.ts loads build/icon.png beside out/).
 * Never sources, tests, benchmarks or source maps. electron-builder adds the production
 * dependencies from node_modules itself, minus those only the page bundle needed (build/nodeModules.ts).
 */
export const PACKAGE_FILES = [
  'out/main/**',
  'out/preload/**',
  'out/renderer/**',
  'build/icon.png',
  '!**/*.map',
]

const config: Configuration = {
  appId: APP_ID,
  productName: PRODUCT_NAME,
  directories: { output: 'dist', buildResources: 'build' },
  files: [...PACKAGE_FILES, ...pageOnlyExclusions()],
  asar: true,
  // Help → Documentation opens it with the system's viewer, which cannot read inside app.asar.
  extraResources: [{ from: 'README.md', to: 'README.md' }],
  // No native modules: nothing to rebuild for Electron's Node.
  npmRebuild: false,
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'build/icon.png',
    executableName: 'herald',
    category: 'Utility',
    maintainer: 'Herald maintainers',
    synopsis: 'Draft, send, edit and manage Discord webhook messages',
  },
  win: { target: ['nsis'], icon: 'build/generated/icon.ico' },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], icon: 'build/generated/icon.icns', category: 'public.app-category.productivity' },
  // The .ico and .icns are made from build/icon.png before each platform is packed.
  beforePack: async () => {
    generateIcons()
  },
  afterPack,
}

export default config
