/** Masked forms the page may show: the bot id part of a bot token, the last four of a secret. */
export function maskBotToken(token: string): string {
  const [head = '', , tail = ''] = token.split('.')
  return tail ? `${head}.••••${tail.slice(-4)}` : `••••${token.slice(-4)}`
}

export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`
}
