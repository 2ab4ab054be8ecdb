import { useMemo, useState } from 'react'
import { Button } from '@renderer/components/Button'
import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { optionGroups, webhooksSelectors } from '@renderer/store/webhooks/selectors'
import { useWebhooksStore } from '@renderer/store/webhooks/store'
import { WebhookOptions } from '../../webhooks/WebhookOptions'
import { addTarget, canAddTarget } from './targets'

const NONE = ''

/**
 * "Add another target": a saved webhook not chosen yet. With one target it starts as a button, so the
 * single-target composer looks as it always did; the picker appears when the user asks for it.
 */
export function AddTarget({ id, startOpen }: { id: string; startOpen: boolean }) {
  const t = useT()
  const [open, setOpen] = useState(startOpen)
  // The targets and whether one can be added, not the whole draft: typing renders nothing here (issue 23).
  const targets = useDraftsStore((state) => state.draft?.targets)
  const can = useDraftsStore((state) => (state.draft ? canAddTarget(state.draft) : false))
  const servers = useWebhooksStore(webhooksSelectors.servers)
  const groups = useMemo(() => optionGroups(servers, t), [servers, t])
  if (!targets || !can) return null
  const chosen = new Set(targets.map((target) => target.webhookId))
  const free = groups
    .map((group) => ({ ...group, webhooks: group.webhooks.filter((webhook) => !chosen.has(webhook.id)) }))
    .filter((group) => group.webhooks.length > 0)

  if (!open) {
    return (
      <Button
        className="target-add__open"
        onClick={() => {
          setOpen(true)
          // The picker (or the note saying there is nothing left to add) takes the focus.
          requestAnimationFrame(() => document.getElementById(id)?.focus())
        }}
      >
        {t('composer.target.add.label')}
      </Button>
    )
  }
  if (free.length === 0) {
    return (
      <p className="target-single__note" id={id} tabIndex={-1}>
        {t('composer.target.add.none')}
      </p>
    )
  }
  return (
    <Field
      id={id}
      label={t('composer.target.add.label')}
      className="target-add"
      hint={t('composer.target.add.hint')}
    >
      {(control) => (
        <select
          {...control}
          className="input"
          value={NONE}
          onChange={(event) => {
            const webhookId = event.target.value
            if (webhookId) useDraftsStore.getState().apply((current) => addTarget(current, webhookId))
          }}
        >
          <option value={NONE}>{t('composer.target.add.choose')}</option>
          <WebhookOptions groups={free} />
        </select>
      )}
    </Field>
  )
}
