import { zodResolver } from '@hookform/resolvers/zod'
import type { KeyboardEvent } from 'react'
import type { UseFormSetError } from 'react-hook-form'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '../../../shared/rpc'
import { useSendsStore } from '../../store/sends/store'
import { drop } from '../../util/drop'
import type { ComposerValues } from './composerSchema'
import { composerSchema } from './composerSchema'
import { fieldOf } from './fieldOf'

/**
 * The composer's form: react-hook-form owns the typed text, so a failed send never clears it; the sends
 * store owns the outcome. Ctrl+Enter (Cmd+Enter on macOS) submits from anywhere in the form.
 */
export function useComposerForm() {
  const form = useForm<ComposerValues>({
    resolver: zodResolver(composerSchema),
    defaultValues: { url: '', content: '' },
    reValidateMode: 'onChange',
  })
  const send = useSendsStore((state) => state.send)

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await send({ url: values.url.trim(), content: values.content })
    if (outcome.phase === 'failed') showFieldIssues(outcome.error, form.setError)
  })

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      drop(onSubmit())
    }
  }

  return { form, onSubmit, onKeyDown }
}

/** Puts each problem the services found next to the field it is about (`target.url`, `message.content`). */
function showFieldIssues(error: RpcErrorData, setError: UseFormSetError<ComposerValues>): void {
  if (error.kind !== 'invalidInput' && error.kind !== 'discord') return
  for (const issue of error.issues) {
    const field = fieldOf(issue.path)
    if (field) setError(field, { type: 'server', message: issue.message })
  }
}
