import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '@shared/rpc'
import type { Outcome } from '../../api/attempt'
import { useT } from '../../i18n/store'
import { applyIssues } from '../../util/applyIssues'
import type { ChangePassphraseValues, NewPassphraseValues, UnlockValues } from './vaultSchemas'
import { changePassphraseSchema, newPassphraseFormSchema, unlockSchema } from './vaultSchemas'

/** Sets a new passphrase (create the vault, or switch from the keychain to a passphrase). */
export function useNewPassphraseForm(submit: (passphrase: string) => Promise<Outcome<unknown>>) {
  const t = useT()
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<NewPassphraseValues>({
    resolver: zodResolver(newPassphraseFormSchema(t)),
    defaultValues: { passphrase: '', confirm: '' },
    mode: 'onTouched',
  })
  const onSubmit = form.handleSubmit(async ({ passphrase }) => {
    setError(undefined)
    const outcome = await submit(passphrase)
    if (outcome.ok) form.reset()
    else if (
      !applyIssues(outcome.error, form.setError, { passphrase: 'passphrase', newPassphrase: 'passphrase' })
    ) {
      setError(outcome.error)
    }
  })
  return { form, onSubmit, error, dismiss: () => setError(undefined) }
}

/**
 * Unlocks with a passphrase. A wrong one shows its error on the field and keeps what was typed, so the
 * user can fix a typo instead of starting again.
 */
export function useUnlockForm(unlock: (passphrase: string) => Promise<Outcome<unknown>>) {
  const t = useT()
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<UnlockValues>({
    resolver: zodResolver(unlockSchema(t)),
    defaultValues: { passphrase: '' },
  })
  const onSubmit = form.handleSubmit(async ({ passphrase }) => {
    setError(undefined)
    const outcome = await unlock(passphrase)
    if (outcome.ok) form.reset()
    else if (!applyIssues(outcome.error, form.setError, { passphrase: 'passphrase' })) setError(outcome.error)
  })
  return { form, onSubmit, error, dismiss: () => setError(undefined) }
}

export function useChangePassphraseForm(
  change: (current: string, next: string) => Promise<Outcome<unknown>>,
  onDone: () => void,
) {
  const t = useT()
  const [error, setError] = useState<RpcErrorData>()
  const form = useForm<ChangePassphraseValues>({
    resolver: zodResolver(changePassphraseSchema(t)),
    defaultValues: { current: '', passphrase: '', confirm: '' },
    mode: 'onTouched',
  })
  const onSubmit = form.handleSubmit(async ({ current, passphrase }) => {
    setError(undefined)
    const outcome = await change(current, passphrase)
    if (outcome.ok) {
      form.reset()
      onDone()
    } else if (
      !applyIssues(outcome.error, form.setError, { passphrase: 'current', newPassphrase: 'passphrase' })
    ) {
      setError(outcome.error)
    }
  })
  return { form, onSubmit, error, dismiss: () => setError(undefined) }
}
