/**
 * Hands text to the user as a file: the browser saves it to Downloads (or asks where), and Electron
 * shows its save dialog for a download the page starts.
 */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started; the object URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
