import type { CliIo } from './io'

/** The real terminal. Kept apart from io.ts's helpers so that starting the CLI loads nothing else. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: async (maxBytes = Infinity) => {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      size += chunk.length
      // Leaving the loop destroys the stream: an endless pipe is not read on.
      if (size > maxBytes) throw new RangeError(`more than ${maxBytes} bytes`)
      chunks.push(chunk)
    }
    return Buffer.concat(chunks).toString('utf8')
  },
  env: process.env,
}
