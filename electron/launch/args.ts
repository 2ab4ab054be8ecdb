export type LaunchArgs = { port: number; open: boolean }

/** `--port N` (or `--port=N`) and `--no-open`; anything else is an error worth stopping for. */
export function parseArgs(argv: string[]): LaunchArgs {
  const args: LaunchArgs = { port: 0, open: true }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--no-open') args.open = false
    else if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length)
      const port = Number(value)
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port needs a port number, got "${value}".`)
      args.port = port
    } else throw new Error(`Unknown option "${arg}". Options: --port N, --no-open.`)
  }
  return args
}
