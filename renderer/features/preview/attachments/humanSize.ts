const UNITS = ['bytes', 'KB', 'MB', 'GB']

/** A file size as Discord prints it under a file's name: "512 bytes", "1.46 KB", "25.00 MB" (1024-based). */
export function humanSize(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value.toFixed(2)} ${UNITS[unit]}`
}
