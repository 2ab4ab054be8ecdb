/** Message flags the preview draws (discord.com/developers/docs/resources/message#message-object-message-flags). */
export const SUPPRESS_EMBEDS = 1 << 2
export const SUPPRESS_NOTIFICATIONS = 1 << 12
export const IS_COMPONENTS_V2 = 1 << 15

export function hasFlag(flags: unknown, flag: number): boolean {
  return typeof flags === 'number' && Number.isInteger(flags) && (flags & flag) !== 0
}
