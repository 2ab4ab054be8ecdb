import { flushSync } from 'react-dom'
import { parseUncached } from '@renderer/features/preview/markdown/parseMarkdown'

type Message = Record<string, unknown>
type Embed = { title?: string; description?: string; fields?: { name: string; value: string }[] }

export type BenchResult = {
  mountMs: number
  /** Images of the message on screen with their pixels when the edits began (the preview loads lazily). */
  imagesDrawn: number
  renderCommitMs: number[]
  withLayoutMs: number[]
  longTasksMs: number[]
  parseMessageMs: number[]
  parseDescriptionMs: number[]
}

/** The embed whose description the edits change. */
const TARGET = 3

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** Every text the preview parses, with the markdown it gets. */
function textsOf(message: Message): [string, 'full' | 'header'][] {
  const texts: [string, 'full' | 'header'][] = [[String(message.content ?? ''), 'full']]
  for (const embed of (message.embeds ?? []) as Embed[]) {
    if (embed.title) texts.push([embed.title, 'header'])
    if (embed.description) texts.push([embed.description, 'full'])
    for (const field of embed.fields ?? []) texts.push([field.name, 'header'], [field.value, 'full'])
  }
  return texts
}

/** The description with one character changed, as a keystroke that keeps the length (and the limits). */
function edit(description: string, step: number): string {
  const at = (step * 7) % description.length
  const char = description[at] === 'x' ? 'y' : 'x'
  return description.slice(0, at) + char + description.slice(at + 1)
}

/**
 * Mounts the message, then makes `changes` edits to one embed's description, timing each synchronous
 * React render and commit (flushSync), and the same plus the layout it forces. A frame passes between
 * edits, as between keystrokes. Long tasks are observed for the whole editing run.
 */
export async function runBench(
  message: Message,
  setMessage: (message: Message) => void,
  changes: number,
): Promise<BenchResult> {
  // Loaded the way the page loads it (on demand), so the build keeps the highlighter out of the first chunk.
  const { loadLanguage } = await import('@renderer/features/preview/highlight/highlighter')
  await Promise.all(['javascript', 'typescript'].map(loadLanguage))
  const mountStart = performance.now()
  flushSync(() => setMessage(message))
  void document.body.offsetHeight
  const mountMs = performance.now() - mountStart
  await nextFrame()
  await nextFrame()
  // The edited embed in view, as the composer brings the part being typed into view, and its images
  // (and its neighbours') drawn before the edits: wait, a few seconds at most, for those the preview
  // loads (it loads images near the view only).
  document.querySelector(`[data-part="embeds.${TARGET}.description"]`)?.scrollIntoView({ block: 'center' })
  const images = () => [...document.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')]
  const drawn = () => images().filter((image) => image.complete && image.naturalWidth > 0).length
  for (let frame = 0; frame < 300 && (drawn() < 2 || drawn() < images().length); frame++) await nextFrame()
  const imagesDrawn = drawn()

  const longTasksMs: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration)
  })
  observer.observe({ type: 'longtask' })

  const renderCommitMs: number[] = []
  const withLayoutMs: number[] = []
  let current = message
  for (let step = 0; step < changes; step++) {
    const embeds = [...(current.embeds as Embed[])]
    const embed = embeds[TARGET]!
    embeds[TARGET] = { ...embed, description: edit(embed.description ?? '', step) }
    current = { ...current, embeds }
    const next = current
    const start = performance.now()
    flushSync(() => setMessage(next))
    const committed = performance.now()
    void document.body.offsetHeight
    renderCommitMs.push(committed - start)
    withLayoutMs.push(performance.now() - start)
    await nextFrame()
  }
  await nextFrame()
  observer.disconnect()

  const texts = textsOf(message)
  const parseMessageMs: number[] = []
  const parseDescriptionMs: number[] = []
  const description = (message.embeds as Embed[])[TARGET]?.description ?? ''
  for (let i = 0; i < 100; i++) {
    let start = performance.now()
    for (const [text, context] of texts) parseUncached(text, context)
    parseMessageMs.push(performance.now() - start)
    start = performance.now()
    parseUncached(edit(description, i), 'full')
    parseDescriptionMs.push(performance.now() - start)
  }
  return {
    mountMs,
    imagesDrawn,
    renderCommitMs,
    withLayoutMs,
    longTasksMs,
    parseMessageMs,
    parseDescriptionMs,
  }
}
