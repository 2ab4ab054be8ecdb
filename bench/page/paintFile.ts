/** A small picture of one colour with a diagonal stripe, as an object URL: what the composer hands the preview. */
export async function paintFile(colour: string, width = 640, height = 360): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (context) {
    context.fillStyle = colour
    context.fillRect(0, 0, width, height)
    context.fillStyle = 'rgb(255 255 255 / 35%)'
    context.beginPath()
    context.moveTo(0, height)
    context.lineTo(width * 0.6, 0)
    context.lineTo(width, 0)
    context.lineTo(width * 0.4, height)
    context.fill()
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  return blob ? URL.createObjectURL(blob) : ''
}
