// `npm run emulator -- --port N [--seed demo|empty] [--json]`: starts the emulator and prints its base
// URLs and the seeded credentials. With --json, stdout carries exactly one JSON line
// {url, apiBase, authBase, demo} for a launcher to parse; everything else goes to stderr.
import { parseArgs } from 'node:util'
import { startEmulator, type DemoSeed } from './index'

function usage(): never {
  process.stderr.write('usage: npm run emulator -- [--port N] [--seed demo|empty] [--json]\n')
  process.exit(2)
}

function describe(url: string, apiBase: string, authBase: string, demo: DemoSeed, seeded: boolean): string {
  const lines = [
    `Discord API emulator listening on ${url}`,
    `  HERALD_API_BASE=${apiBase}`,
    `  HERALD_AUTH_BASE=${authBase}`,
    `  control API: ${url}/__emulator/ (journal, faults, rate-model, reset, snapshot)`,
  ]
  if (seeded) {
    const a = demo.application
    lines.push(
      '',
      `Guild "${demo.guild.name}" (${demo.guild.id})`,
      `  #announcements ${demo.channels.announcements}  #general ${demo.channels.general}  #news ${demo.channels.news}  #forum ${demo.channels.forum}  #restricted ${demo.channels.restricted}`,
      `Application "${a.name}"`,
      `  client id:     ${a.id}`,
      `  client secret: ${a.clientSecret}`,
      `  bot token:     ${a.botToken}`,
      `  redirect URI:  ${a.redirectUri}`,
      'Webhooks:',
    )
    for (const [key, w] of Object.entries(demo.webhooks)) {
      const owner = w.applicationId ? 'app-owned' : 'UI-made'
      lines.push(`  ${key.padEnd(14)} ${w.name} (${owner})`, `    ${w.url}`)
    }
  }
  return `${lines.join('\n')}\n`
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        seed: { type: 'string', default: 'demo' },
        json: { type: 'boolean', default: false },
        // For launchers (npm run sandbox): stop when standard input ends, which happens when the
        // launcher dies in any way, even by SIGKILL, so the emulator is never left running alone.
        'exit-with-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch {
    usage()
  }
  if (values.help) usage()
  const port = values.port === undefined ? 0 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage()
  const seed = values.seed
  if (seed !== 'demo' && seed !== 'empty') usage()
  const emulator = await startEmulator({ port, seed })
  const { url, apiBase, authBase, demo } = emulator
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ url, apiBase, authBase, demo })}\n`)
    process.stderr.write(`Discord API emulator listening on ${url} (Ctrl+C to stop)\n`)
  } else {
    process.stdout.write(describe(url, apiBase, authBase, demo, seed === 'demo'))
    process.stdout.write('\nCtrl+C to stop.\n')
  }
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  if (values['exit-with-stdin']) {
    process.stdin.on('end', stop)
    process.stdin.on('close', stop)
    process.stdin.resume()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `emulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
