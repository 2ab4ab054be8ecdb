// Shared helpers for the emulator's contract tests: a manual clock and small fetch wrappers that return
// status, headers and the parsed body.
import { startEmulator, type Emulator, type EmulatorOptions } from './index'

export type Clock = { now: () => number; advance: (ms: number) => void }

/** A clock that moves only when told to: rate windows and timestamps become deterministic. */
export function manualClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)): Clock {
  let t = start
  return {
    now: () => t,
    advance: (ms) => {
      t += ms
    },
  }
}

export type Answer = { status: number; headers: Headers; body: unknown; text: string }

export async function call(
  url: string,
  init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers }
  let body = init.body
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = JSON.stringify(init.json)
  }
  const res = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  })
  const text = await res.text()
  let parsed: unknown = undefined
  try {
    parsed = text === '' ? undefined : JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: res.status, headers: res.headers, body: parsed, text }
}

/** The body as a record, for property access in assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read nested JSON freely
export function obj(answer: Answer): Record<string, any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  return answer.body as Record<string, any>
}

/** An emulator on a free port with a manual clock; rate limits off unless the test turns them on. */
export async function start(options: EmulatorOptions = {}): Promise<{ emu: Emulator; clock: Clock }> {
  const clock = manualClock()
  const emu = await startEmulator({ now: clock.now, rateModel: { enabled: false }, ...options })
  return { emu, clock }
}

export function form(
  payload: unknown,
  files: { name: string; data: Uint8Array | string; type?: string }[],
): FormData {
  const fd = new FormData()
  fd.set('payload_json', JSON.stringify(payload))
  files.forEach((f, i) => {
    const bytes = typeof f.data === 'string' ? new TextEncoder().encode(f.data) : f.data
    fd.set(
      `files[${i}]`,
      new Blob([new Uint8Array(bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    )
  })
  return fd
}
