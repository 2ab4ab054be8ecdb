/** Interim placeholder until this part of the composer lands; replaced by its own implementation. */
export function FilesSection(_props: { index: number }) {
  return null
}
