import { Field } from '@renderer/components/Field'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { AddTarget } from './AddTarget'
import { PastedUrlField } from './PastedUrlField'
import { SendToPicker } from './SendToPicker'
import { TargetCard } from './TargetCard'
import { useMessageThread } from './threadBinding'
import { ThreadSection } from './ThreadSection'
import { useTargetView } from './useTargetReadiness'

/** One target: a saved webhook or a pasted URL, the card that shows it, and this message's thread. */
export function SingleTarget({ index }: { index: number }) {
  const t = useT()
  const target = useDraftsStore(draftsSelectors.target)
  const draftId = useDraftsStore((state) => state.draft?.id)
  const editing = useDraftsStore((state) => state.draft?.messages.some((message) => message.reference))
  const { destination, channel, forum, readiness } = useTargetView(index)
  const binding = useMessageThread(index)
  const pickerId = controlId(index, 'target')
  return (
    <>
      <Field
        id={pickerId}
        label={t('composer.target.sendTo')}
        hint={editing ? t('composer.target.editLocked') : undefined}
      >
        {(control) => <SendToPicker control={control} locked={Boolean(editing)} />}
      </Field>
      {target?.kind !== 'saved' && (
        <PastedUrlField id={controlId(index, 'target_url')} locked={Boolean(editing)} />
      )}
      <TargetCard
        destination={destination}
        thread={binding}
        isForum={forum.isForum}
        blocked={readiness.ok ? undefined : readiness.reason}
      />
      {destination.kind !== 'none' && (
        <ThreadSection key={draftId} binding={binding} isForum={forum.isForum} channel={channel} />
      )}
      {editing ? (
        <p className="target-single__note">{t('composer.target.editOne')}</p>
      ) : destination.kind === 'pasted' ? (
        <p className="target-single__note">{t('composer.target.pastedOne')}</p>
      ) : (
        <AddTarget id={controlId(index, 'targets.1.add')} startOpen={false} />
      )}
    </>
  )
}
