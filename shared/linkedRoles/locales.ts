/** Discord's locales (Reference → Locales), the keys of name_localizations and description_localizations. */
export const DISCORD_LOCALES = [
  ['id', 'Indonesian'],
  ['da', 'Danish'],
  ['de', 'German'],
  ['en-GB', 'English, UK'],
  ['en-US', 'English, US'],
  ['es-ES', 'Spanish'],
  ['es-419', 'Spanish, LATAM'],
  ['fr', 'French'],
  ['hr', 'Croatian'],
  ['it', 'Italian'],
  ['lt', 'Lithuanian'],
  ['hu', 'Hungarian'],
  ['nl', 'Dutch'],
  ['no', 'Norwegian'],
  ['pl', 'Polish'],
  ['pt-BR', 'Portuguese, Brazilian'],
  ['ro', 'Romanian, Romania'],
  ['fi', 'Finnish'],
  ['sv-SE', 'Swedish'],
  ['vi', 'Vietnamese'],
  ['tr', 'Turkish'],
  ['cs', 'Czech'],
  ['el', 'Greek'],
  ['bg', 'Bulgarian'],
  ['ru', 'Russian'],
  ['uk', 'Ukrainian'],
  ['hi', 'Hindi'],
  ['th', 'Thai'],
  ['zh-CN', 'Chinese, China'],
  ['ja', 'Japanese'],
  ['zh-TW', 'Chinese, Taiwan'],
  ['ko', 'Korean'],
] as const

export type DiscordLocale = (typeof DISCORD_LOCALES)[number][0]

export const isDiscordLocale = (value: string): value is DiscordLocale =>
  DISCORD_LOCALES.some(([code]) => code === value)
