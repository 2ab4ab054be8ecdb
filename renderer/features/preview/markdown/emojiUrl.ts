/** Discord's CDN address of a custom emoji (webp; animated ones keep their animation). */
export function emojiUrl(id: string, animated: boolean): string {
  return `https://cdn.discordapp.com/emojis/${id}.webp?size=96${animated ? '&animated=true' : ''}`
}
