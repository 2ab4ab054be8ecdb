import { spawnSync } from 'node:child_process'
import { ensureBuilt } from './build'
import { planPackage } from './packageApp'
import { bin, repoRoot } from './paths'

// `npm run package [-- electron-builder options]`: the installers for this platform (or, for example,
// `-- --linux`), into dist/. Exits non-zero, saying why, where the Electron runtime is not available.
try {
  const plan = planPackage(process.argv.slice(2), process.env)
  if (!plan.ok) {
    console.error(plan.message)
    process.exitCode = 1
  } else {
    ensureBuilt()
    // A .cmd on Windows runs only through the shell.
    const result = spawnSync(bin('electron-builder'), plan.args, {
      cwd: repoRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
    if (result.status !== 0) throw new Error('electron-builder failed; see the output above.')
    console.log('The installers are in dist/.')
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
