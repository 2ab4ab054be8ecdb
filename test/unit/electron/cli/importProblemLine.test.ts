import { describe, expect, it } from 'vitest'
import { importProblemLine } from '@cli/importProblemLine'
import { sayer, withParts } from '@cli/say'
import { said } from '@shared/rpc/errors'
import { translatorFor } from '../../../support/english'

// Issue 25: a service's reason inside the CLI's own sentence is said in the same language when it
// carries a phrase, and as it came when it does not.

const tooLong = said('import.notAList', 'Expected a list of messages here.')

describe('importProblemLine', () => {
  it('says the severity and the reason in Russian, the path as it is', async () => {
    const say = await sayer({ LANG: 'ru_RU.UTF-8' })
    const line = importProblemLine({ severity: 'error', pathText: 'backups[0]', ...tooLong }, say)
    const reason = translatorFor('ru')('import.notAList')
    expect(line).toBe(`herald: ошибка: backups[0]: ${reason}\n`)
    const warning = importProblemLine({ severity: 'warning', pathText: '', ...tooLong }, say)
    expect(warning).toBe(`herald: предупреждение: ${reason}\n`)
  })

  it('prints the English as before when no locale is set', async () => {
    const say = await sayer({})
    const line = importProblemLine({ severity: 'warning', pathText: 'messages[1]', ...tooLong }, say)
    expect(line).toBe('herald: warning: messages[1]: Expected a list of messages here.\n')
  })
})

describe('withParts', () => {
  it('keeps a reason that came without a phrase as it came', async () => {
    const say = await sayer({ LANG: 'de_DE.UTF-8' })
    const reason = 'Discord no longer has it.'
    const hint = said('cli.status.repostHint', `${reason} Run again with --repost-if-gone to do that.`, {
      gone: reason,
    })
    const german = translatorFor('de')('cli.status.repostHint', { gone: reason })
    expect(say(withParts(hint, { gone: { message: reason } }))).toBe(german)
    expect(german).toMatch(/^Discord no longer has it\. \S/)
  })
})
