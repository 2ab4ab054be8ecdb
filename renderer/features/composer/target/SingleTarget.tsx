import { Field } from '@renderer/components/Field'
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
        label="Send to"
        hint={
          editing ? 'An edit goes through the webhook that sent the message: it cannot change.' : undefined
        }
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
        <p className="target-single__note">
          This draft edits a message already sent: an edit changes that one message, so it has one target.
        </p>
      ) : destination.kind === 'pasted' ? (
        <p className="target-single__note">
          A pasted URL goes to one channel. To send to several, save the webhooks on the Webhooks screen and
          choose them here.
        </p>
      ) : (
        <AddTarget id={controlId(index, 'targets.1.add')} startOpen={false} />
      )}
    </>
  )
}
