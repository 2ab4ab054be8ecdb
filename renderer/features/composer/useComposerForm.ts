import { zodResolver } from '@hookform/resolvers/zod'
import type { KeyboardEvent } from 'react'
import type { UseFormSetError } from 'react-hook-form'
import { useForm } from 'react-hook-form'
import type { RpcErrorData } from '../../../shared/rpc'
import { useSendsStore } from '../../store/sends/store'
import { drop } from '../../util/drop'
import { issuesOf } from '../../util/issuesOf'
import type { ComposerValues } from './composerSchema'
import { composerSchema, savedTargetComposerSchema } from './composerSchema'
import { useComposerLink } from '../history/composerLink'
import { fieldOf } from './fieldOf'
import { usePreselectTarget } from './usePreselectTarget'

/**
 * The composer's form: react-hook-form owns the typed text, so a failed send never clears it; the sends
 * store owns the outcome. Ctrl+Enter (Cmd+Enter on macOS) submits from anywhere in the form.
 */
const urlResolver = zodResolver(composerSchema)
const savedResolver = zodResolver(savedTargetComposerSchema)

export function useComposerForm() {
  const form = useForm<ComposerValues>({
    // A saved webhook needs no URL: pick the schema by the chosen target.
    resolver: (values, context, options) =>
      (values.webhookId ? savedResolver : urlResolver)(values, context, options),
    defaultValues: { webhookId: '', url: '', content: '' },
    reValidateMode: 'onChange',
  })
  const send = useSendsStore((state) => state.send)
  const link = useComposerLink(form)
  const choose = usePreselectTarget(form)

  const onSubmit = form.handleSubmit(async (values) => {
    // Editing a sent message: show what changes first; the dialog sends the PATCH.
    if (link.editing) return link.reviewEdit(values.content)
    const target = values.webhookId ? { webhookId: values.webhookId } : { url: values.url.trim() }
    const outcome = await send({ ...target, content: values.content })
    if (outcome.phase === 'failed') showFieldIssues(outcome.error, form.setError)
  })

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      drop(onSubmit())
    }
  }

  return { form, onSubmit, onKeyDown, link, choose }
}

/** Puts each problem the services found next to the field it is about (`target.url`, `message.content`). */
function showFieldIssues(error: RpcErrorData, setError: UseFormSetError<ComposerValues>): void {
  for (const issue of issuesOf(error)) {
    const field = fieldOf(issue.path)
    if (field) setError(field, { type: 'server', message: issue.message })
  }
}
