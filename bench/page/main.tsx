import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { PreviewDensity, PreviewFile, PreviewTheme } from '@renderer/features/preview'
import { MessagePreview } from '@renderer/features/preview'
import { useLocaleStore } from '@renderer/i18n/store'
import { DEFAULT_LOCALE, formatsFor, loadTranslator } from '@shared/i18n'
import type { BenchResult } from './benchRun'
import { runBench } from './benchRun'
import { BENCH_IMAGES, largestMessageWithImages, richFiles, richMessage, richNames } from './messages'
import { paintFile } from './paintFile'

/**
 * The preview alone on a page: `?fixture=rich&theme=light&density=compact` for the screenshots, and
 * `window.heraldBench(changes)` for the benchmark, which mounts the largest message and edits it.
 */
declare global {
  interface Window {
    heraldBench?: (changes: number) => Promise<BenchResult>
    /** Shows a message given by a test (the peers' default messages under test/fixtures). */
    heraldShow?: (message: Record<string, unknown>) => void
    heraldReady?: boolean
  }
}

const params = new URLSearchParams(location.search)
const theme = (params.get('theme') ?? 'dark') as PreviewTheme
const density = (params.get('density') ?? 'cozy') as PreviewDensity
document.body.style.margin = '0'
document.body.style.background = theme === 'dark' ? '#313338' : '#ffffff'

let setFromOutside: (message: Record<string, unknown>) => void = () => undefined
let setFilesFromOutside: (files: PreviewFile[]) => void = () => undefined

function Page({ initial, files: initialFiles }: { initial: Record<string, unknown>; files: PreviewFile[] }) {
  const [message, setMessage] = useState(initial)
  const [files, setFiles] = useState(initialFiles)
  const [selected, setSelected] = useState<string>()
  setFromOutside = setMessage
  setFilesFromOutside = setFiles
  return (
    <>
      <output aria-label="Selected part">{selected}</output>
      <MessagePreview
        message={message}
        files={files}
        author={{ name: 'Herald', avatarUrl: null }}
        names={richNames}
        timestamp={new Date('2026-11-21T16:20:00Z')}
        theme={theme}
        density={density}
        onSelectPart={setSelected}
        focusedPart={params.get('focus') ?? undefined}
      />
    </>
  )
}

const COLOURS = ['#9b59b6', '#5865f2', '#3ba55c', '#faa61a', '#eb459e', '#00a8fc', '#ed4245', '#1abc9c']

/** `?fixture=attachments&count=4&width=500`: that many painted images uploaded with a short message. */
async function attachmentFiles(count: number, width: number): Promise<PreviewFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `photo-${i + 1}.png`,
      contentType: 'image/png',
      size: 120_000,
      spoiler: false,
      url: await paintFile(COLOURS[i % COLOURS.length]!, width, Math.round((width * 9) / 16)),
    })),
  )
}

async function start() {
  // The preview's own words come from the catalogue, as in the app (which loads it before rendering).
  const t = await loadTranslator(DEFAULT_LOCALE)
  useLocaleStore.setState({ locale: DEFAULT_LOCALE, t, formats: formatsFor(DEFAULT_LOCALE) })
  const root = createRoot(document.getElementById('root')!)
  if (params.get('fixture') === 'attachments') {
    const count = Number(params.get('count') ?? '1')
    const files = await attachmentFiles(count, Number(params.get('width') ?? '640'))
    root.render(<Page initial={{ content: `${count} photos` }} files={files} />)
  } else if (params.get('fixture') === 'rich') {
    const files = await Promise.all(
      richFiles.map(async ({ paint, ...file }) => ({ ...file, url: paint ? await paintFile(paint) : null })),
    )
    root.render(<Page initial={richMessage()} files={files} />)
  } else {
    root.render(<Page initial={{}} files={[]} />)
    window.heraldShow = (message) => setFromOutside(message)
    window.heraldBench = async (changes) => {
      // The embeds' images and thumbnails as uploaded files: painted PNGs behind blob URLs.
      const files = await Promise.all(
        BENCH_IMAGES.map(async (name, i) => ({
          name,
          contentType: 'image/png',
          size: 120_000,
          spoiler: false,
          url: await paintFile(COLOURS[i % COLOURS.length]!, 800, 450),
        })),
      )
      return runBench(
        largestMessageWithImages(),
        (message) => {
          setFilesFromOutside(files)
          setFromOutside(message)
        },
        changes,
      )
    }
  }
  window.heraldReady = true
}

void start()
