import { describe, expect, it } from 'vitest'
import { postedNote } from '@cli/historyOption'
import { usageError } from '@cli/io'
import { sayer, withParts } from '@cli/say'
import { SECRETS } from '@cli/secretInput'
import { said } from '@shared/rpc/errors'
import { saidText } from '@shared/rpc/saidText'
import { loadTranslator } from '@shared/i18n'

// Issue 25: the commands' sentences through say.ts — English as written when the locale is English or
// unset, the catalogue's in any other; sentences inside sentences said in the same language.

const sent = { message: null, historyNotRecorded: 'History could not record it.' }

describe('say: the terminal’s language for a command’s results', () => {
  it('prints the English written beside each phrase when no locale is set', async () => {
    const say = await sayer({})
    expect(postedNote('posted', sent, undefined, say)).toBe(
      'herald: posted (without --wait Discord returns no message, so there is no link)\n' +
        'herald: warning: History could not record it. The message is on Discord all the same.\n',
    )
  })

  it('says the note and its warning in Russian, the service’s reason as it came', async () => {
    const say = await sayer({ LANG: 'ru_RU.UTF-8' })
    expect(postedNote('edited', sent, undefined, say)).toBe(
      'herald: изменено (без --wait Discord не возвращает сообщение, поэтому ссылки нет)\n' +
        'herald: предупреждение: History could not record it. Сообщение всё равно есть в Discord.\n',
    )
  })

  it('keeps the documented "posted <where>" lines English in every locale', async () => {
    const say = await sayer({ LANG: 'de_DE.UTF-8' })
    const message = { id: '11', channel_id: '22' }
    expect(postedNote('posted', { message }, null, say)).toBe('herald: posted message 11 in channel 22\n')
  })

  it('says a sentence with a sentence inside it, and the help pointer, in German', async () => {
    const t = await loadTranslator('de')
    const unset = said('cli.secret.required', 'Set X to the vault passphrase.', {
      name: 'X',
      what: 'the vault passphrase',
    })
    const error = usageError(withParts(unset, { what: SECRETS.passphrase }))
    expect(saidText(t, error.data)).toBe(
      'Setze X (oder X_FILE, eine Datei damit) auf: die Passphrase des Tresors; es wird nie aus der Befehlszeile genommen. Siehe herald --help.',
    )
    expect(error.message).toBe('Set X to the vault passphrase. See herald --help.')
  })
})
