import { spawn } from 'node:child_process'
import { mainEntry, repoRoot } from './paths'

export type ElectronOutcome = { kind: 'exited'; code: number } | { kind: 'failed'; reason: string }

/** A window that dies this soon with an error never really started (no display, missing libraries). */
const STARTUP_MS = 5000

/**
 * Runs the Electron shell on the built main bundle and waits for it to end. A non-zero exit within the
 * first seconds counts as "could not start", with the last line it printed as the reason, so the caller
 * can fall back to the browser host.
 */
export function runElectron(executable: string, env: NodeJS.ProcessEnv): Promise<ElectronOutcome> {
  const childEnv = { ...env }
  // Inherited from some shells and test runners; it would make Electron behave as plain Node.
  delete childEnv.ELECTRON_RUN_AS_NODE
  const started = Date.now()
  const child = spawn(executable, [mainEntry], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let lastLine = ''
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    const lines = chunk
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    lastLine = lines.at(-1) ?? lastLine
  })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    const done = (outcome: ElectronOutcome) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(outcome)
    }
    child.once('error', (error) => done({ kind: 'failed', reason: error.message }))
    child.once('exit', (code, signal) => {
      const quick = Date.now() - started < STARTUP_MS
      if (quick && code !== 0 && signal === null) {
        // Chromium prefixes its log lines with `[pid:LEVEL:file(line)]`; the reader needs the words.
        const reason = lastLine.replace(/^\[[^\]]*\]\s*/, '')
        done({ kind: 'failed', reason: reason || `it exited with code ${code}` })
      } else done({ kind: 'exited', code: code ?? 0 })
    })
  })
}
