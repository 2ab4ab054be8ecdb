import { secretForms } from '../library/secretScan'

/**
 * A secret as is and in every encoding a careless answer or file would carry it: base64, base64url, hex
 * (secretForms), JSON-escaped and URL-encoded.
 */
export function secretNeedles(secrets: string[]): string[] {
  return secrets.flatMap((secret) => [
    ...secretForms(secret),
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
  ])
}
