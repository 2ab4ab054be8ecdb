/** Interim placeholder until the preview lands; replaced by the Discord preview. */
export function PreviewPane(_props: { index: number }) {
  return <section className="composer__preview" aria-label="Preview" />
}
