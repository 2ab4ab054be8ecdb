import { spawn } from 'node:child_process'
import path from 'node:path'

// The built `herald` as a user runs it, for any runner (vitest's CLI tests, Playwright's e2e tests).

/** The repository root: the CLI runs from here. */
export const root = path.resolve(import.meta.dirname, '../..')

export type Run = { code: number | null; stdout: string; stderr: string }

/** Builds the `herald` bundle (electron/cli/vite.config.ts) into `outDir`, as the package ships it. */
export async function buildCli(outDir: string): Promise<void> {
  const { build } = await import('vite')
  await build({
    configFile: path.join(root, 'electron/cli/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
  })
}

type RunOptions = {
  /** Undefined inherits ours. */
  env?: NodeJS.ProcessEnv
  stdin?: string
  /** Sees standard error as it arrives (a login URL), all of it so far. */
  onStderr?: (text: string) => void
}

/** Runs node with `args` from the repository root, `stdin` written to it, until it exits. */
export function runNode(args: string[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: options.env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString()
      options.onStderr?.(stderr)
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    // A command that refuses its input (too long a secret) exits before reading all of it and closes the
    // pipe: the write's EPIPE is expected; what the command printed and its exit code are the answer.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error)
    })
    child.stdin.end(options.stdin ?? '')
  })
}
