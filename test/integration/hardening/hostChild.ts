import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { viteAliases } from '../../../build/viteAliases'
import { repoRoot } from '@launch/paths'
import type { Envelope } from '@shared/rpc'

/** The browser host in a child process (test/integration/host/hostProcess.ts), killable with SIGKILL. */
export type HostChild = {
  child: ChildProcess
  origin: string
  token: string
  exited: Promise<void>
  call(method: string, input: unknown): Promise<Envelope>
}

/**
 * Bundles test/integration/host/hostProcess.ts once into one ESM file under node_modules/.cache (so its
 * package imports resolve): a restart then costs node's start-up, not tsx compiling the services again,
 * which lets the crash test afford hundreds of kills.
 */
export async function buildHostBundle(): Promise<{ entry: string; dispose(): void }> {
  const { build } = await import('vite')
  const outDir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.cache', 'herald-hardening-'))
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
  const alias = viteAliases(repoRoot)
  // The layer aliases (@host/…, @services/…) are the repository's own code: bundled, not packages.
  const isAlias = (id: string) => alias.some(({ find }) => find.test(id))
  await build({
    configFile: false,
    root: repoRoot,
    publicDir: false,
    logLevel: 'silent',
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      ssr: path.join(repoRoot, 'test', 'integration', 'host', 'hostProcess.ts'),
      rollupOptions: {
        external: (id: string) => builtins.has(id) || (/^[@a-z]/.test(id) && !isAlias(id)),
        output: { format: 'es', entryFileNames: 'host.mjs' },
      },
    },
    ssr: { target: 'node' },
  })
  return {
    entry: path.join(outDir, 'host.mjs'),
    dispose: () => fs.rmSync(outDir, { recursive: true, force: true }),
  }
}

export async function spawnHost(options: {
  entry: string
  dataDir: string
  rendererDir: string
  apiBase: string
  authBase: string
  passphrase: string
}): Promise<HostChild> {
  // node itself, no wrapper: SIGKILL must hit the host, not a parent of it.
  const child = spawn(process.execPath, [options.entry, options.rendererDir], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HERALD_DATA_DIR: options.dataDir,
      HERALD_API_BASE: options.apiBase,
      HERALD_AUTH_BASE: options.authBase,
      HERALD_PASSPHRASE: options.passphrase,
      HERALD_LOG: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const end = output.indexOf('\n')
      if (end >= 0) resolve(output.slice(0, end))
    })
    child.once('exit', (code) =>
      reject(new Error(`the host exited (${code}) before it was ready: ${errors}`)),
    )
  })
  const { origin, token } = JSON.parse(line) as { origin: string; token: string }
  const call = async (method: string, input: unknown): Promise<Envelope> => {
    const answer = await fetch(`${origin}/rpc/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-herald-token': token },
      body: JSON.stringify(input),
    })
    return (await answer.json()) as Envelope
  }
  return { child, origin, token, exited, call }
}

/** A call the host answered with an error (as opposed to a socket that died with the host). */
export class RefusedCall extends Error {}

/** Calls and insists on success: a refused call is the test's failure. */
export async function must<T>(host: HostChild, method: string, input: unknown): Promise<T> {
  const answer = await host.call(method, input)
  if (!answer.ok) throw new RefusedCall(`${method}: ${answer.error.kind}: ${answer.error.message}`)
  return answer.value as T
}
