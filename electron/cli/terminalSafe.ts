import type { CliIo } from './io'

/**
 * Characters a terminal acts on instead of showing: C0 but tab and newline (ESC starts a control
 * sequence, CR overwrites the line), DEL, C1 (0x9b is a one-byte CSI) and the bidi overrides and isolates
 * (which reorder what is shown). Printed text may repeat input (a file's bytes in a parse error, a
 * message Discord echoes), so every one of them goes out as \uXXXX, which JSON reads back unchanged.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** The terminal with every printed character made harmless; the commands print through this. */
export function terminalSafe(io: CliIo): CliIo {
  return {
    ...io,
    stdout: (text) => io.stdout(escapeControls(text)),
    stderr: (text) => io.stderr(escapeControls(text)),
  }
}
