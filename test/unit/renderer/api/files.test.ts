import { describe, expect, it } from 'vitest'
import type { Xhr } from '@renderer/api/httpFiles'
import { httpFiles } from '@renderer/api/httpFiles'
import { ipcFiles } from '@renderer/api/ipcFiles'
import type { StagingBridge } from '@shared/rpc/staging'

// The page's two file pipes, against a fake XMLHttpRequest and a fake preload bridge.

const info = { handle: 'a'.repeat(32), name: 'cat 1.png', size: 4, contentType: 'image/png' }
const file = () => new File([new Uint8Array([1, 2, 3, 4])], 'cat 1.png', { type: 'image/png' })

/** Records what the pipe asks of the request and lets the test play the network. */
class FakeXhr implements Xhr {
  opened: [string, string] | undefined
  headers: Record<string, string> = {}
  sent: unknown
  aborted = false
  status = 0
  responseText = ''
  onload: Xhr['onload'] = null
  onerror: Xhr['onerror'] = null
  onabort: Xhr['onabort'] = null
  upload: Xhr['upload'] = { onprogress: null }
  open(method: string, url: string | URL) {
    this.opened = [method, String(url)]
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.sent = body
  }
  abort() {
    this.aborted = true
    this.onabort?.call(this as never, {} as ProgressEvent)
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(this as never, { loaded, total, lengthComputable: true } as ProgressEvent)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.call(this as never, {} as ProgressEvent)
  }
}

function browserPipe() {
  const xhr = new FakeXhr()
  return { xhr, pipe: httpFiles('tok', () => xhr) }
}

describe('httpFiles (browser host)', () => {
  it('posts the raw file with the token, the encoded name and its type, and reports upload progress', async () => {
    const { xhr, pipe } = browserPipe()
    const progress: [number, number][] = []
    const staged = pipe.stage(file(), { onProgress: (sent, total) => progress.push([sent, total]) })
    expect(xhr.opened).toEqual(['POST', '/stage'])
    expect(xhr.headers).toEqual({
      'X-Herald-Token': 'tok',
      'X-Herald-File-Name': 'cat%201.png',
      'Content-Type': 'image/png',
    })
    expect(xhr.sent).toBeInstanceOf(File)
    xhr.progress(2, 4)
    xhr.answer(200, { ok: true, value: info })
    await expect(staged).resolves.toEqual(info)
    expect(progress).toEqual([
      [2, 4],
      [4, 4],
    ])
  })

  it('turns a 413 envelope into an RpcError with its kind and message', async () => {
    const { xhr, pipe } = browserPipe()
    const staged = pipe.stage(file(), {})
    const error = { kind: 'invalidInput', message: 'This file is larger than 100 MiB.', issues: [] }
    xhr.answer(413, { ok: false, error })
    await expect(staged).rejects.toMatchObject({ kind: 'invalidInput', message: error.message })
  })

  it('aborts the upload when the signal fires, as cancelled', async () => {
    const { xhr, pipe } = browserPipe()
    const controller = new AbortController()
    const staged = pipe.stage(file(), { signal: controller.signal })
    controller.abort()
    await expect(staged).rejects.toMatchObject({ kind: 'cancelled' })
    expect(xhr.aborted).toBe(true)
  })

  it('says the page is disconnected on 401 and unreachable on a network error', async () => {
    const refused = browserPipe()
    const first = refused.pipe.stage(file(), {})
    refused.xhr.answer(401, 'Missing or wrong access token.')
    await expect(first).rejects.toMatchObject({ kind: 'network', message: /no longer connected/ })
    const down = browserPipe()
    const second = down.pipe.stage(file(), {})
    down.xhr.onerror?.call(down.xhr as never, {} as ProgressEvent)
    await expect(second).rejects.toMatchObject({ kind: 'network' })
  })
})

describe('ipcFiles (Electron)', () => {
  it('hands the bytes to the bridge and reads a staged file back as a typed Blob', async () => {
    const calls: unknown[][] = []
    const bridge: StagingBridge = {
      async stage(...args) {
        calls.push(args)
        return { ok: true, value: info }
      },
      async readStaged() {
        return {
          ok: true,
          value: { name: 'cat 1.png', contentType: 'image/png', bytes: new Uint8Array([9, 8]) },
        }
      },
    }
    const pipe = ipcFiles(bridge)
    const progress: [number, number][] = []
    await expect(pipe.stage(file(), { onProgress: (s, t) => progress.push([s, t]) })).resolves.toEqual(info)
    expect(calls[0]?.slice(0, 2)).toEqual(['cat 1.png', 'image/png'])
    expect(calls[0]?.[2]).toEqual(new Uint8Array([1, 2, 3, 4]))
    expect(progress.at(-1)).toEqual([4, 4])
    const blob = await pipe.read(info.handle)
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([9, 8]))
  })

  it('rejects with the envelope’s error, and cancelled before sending when aborted', async () => {
    const bridge: StagingBridge = {
      async stage() {
        return { ok: false, error: { kind: 'invalidInput', message: 'Too many files.', issues: [] } }
      },
      async readStaged() {
        return { ok: false, error: { kind: 'notFound', message: 'Gone.' } }
      },
    }
    const pipe = ipcFiles(bridge)
    await expect(pipe.stage(file(), {})).rejects.toMatchObject({
      kind: 'invalidInput',
      message: 'Too many files.',
    })
    await expect(pipe.read(info.handle)).rejects.toMatchObject({ kind: 'notFound' })
    await expect(pipe.stage(file(), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'cancelled',
    })
  })
})
