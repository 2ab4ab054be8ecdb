import { parseArgs } from 'node:util'
import { measure } from '@shared/discord'
import { args, parse } from './cliArgs'
import type { Command } from './commandType'
import { readMessage } from './io'
import { cliTranslator } from './locale'
import { EXIT, formatMeasurement } from './output'

/** Offline: counts and checks like the editor does; nothing is sent. */
export const validate: Command = async (argv, io) => {
  const { values, positionals } = parse(() =>
    parseArgs({
      ...args(argv),
      options: { file: { type: 'string', multiple: true }, json: { type: 'boolean' } },
    }),
  )
  const message = await readMessage(positionals[0], io)
  const measurement = measure(message, { kind: 'execute', fileCount: values.file?.length ?? 0 })
  io.stdout(
    values.json
      ? `${JSON.stringify(measurement, null, 2)}\n`
      : formatMeasurement(measurement, await cliTranslator()),
  )
  return measurement.problems.length === 0 ? EXIT.ok : EXIT.invalid
}
