import { startHost } from '@host'
import { configFromEnv } from '@services/config'

// The browser host in a process of its own, for tests that kill it: serves an empty page folder (argv[2])
// on the data folder of HERALD_DATA_DIR and prints its origin and token as one JSON line.
const host = await startHost({
  config: configFromEnv(process.env),
  rendererDir: process.argv[2] ?? '.',
  passphrase: process.env.HERALD_PASSPHRASE,
  scryptCost: { N: 2 ** 10, r: 8, p: 1 },
})
process.stdout.write(`${JSON.stringify({ origin: host.origin, token: host.token })}\n`)
