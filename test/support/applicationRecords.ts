/**
 * An application as applications.json keeps it, waiting for a new Connect: its secrets sealed (with a
 * dummy the test never opens), its reason to connect again in English and, from issue 25 on, with its
 * phrase. Without a phrase it is the record an older Herald wrote.
 */
export function waitingApplication(applicationId: string, label: string, reason: string, phrase?: object) {
  const sealed = { v: 1, alg: 'A256GCM', iv: 'AAAAAAAAAAAAAAAA', tag: 'AAAAAAAAAAAAAAAAAAAAAA==', ct: 'AAAA' }
  return {
    applicationId,
    label,
    clientId: applicationId,
    botToken: sealed,
    clientSecret: sealed,
    botTokenMasked: '••••abcd',
    clientSecretMasked: '••••wxyz',
    redirectPort: 53134,
    tokens: null,
    reconnectReason: reason,
    ...(phrase ? { reconnectPhrase: phrase } : {}),
    addedAt: '2026-01-01T00:00:00.000Z',
  }
}
