import '../../../styles/composer-choice.css'
import '../../../styles/composer-target.css'
import { Field } from '../../../components/Field'
import { draftsSelectors } from '../../../store/drafts/selectors'
import { useDraftsStore } from '../../../store/drafts/store'
import { controlId } from '../controlId'
import { PastedUrlField } from './PastedUrlField'
import { SendToPicker } from './SendToPicker'
import { TargetCard } from './TargetCard'
import { ThreadSection } from './ThreadSection'
import { useTargetView } from './useTargetReadiness'

export { markForum } from './channelStore'
export { usePastedUrlStore } from './pastedUrlStore'
export type { TargetReadiness } from './readiness'
export { useTargetReadiness } from './useTargetReadiness'

/** Where the message goes: a saved webhook or a pasted URL, the card that shows it, and the thread. */
export function TargetSection({ index }: { index: number }) {
  const target = useDraftsStore(draftsSelectors.target)
  const draftId = useDraftsStore((state) => state.draft?.id)
  const { destination, channel, forum, readiness } = useTargetView(index)
  const pickerId = controlId(index, 'target')
  return (
    <section className="card composer-part composer-target" aria-labelledby={`${pickerId}-title`}>
      <h2 className="card__title" id={`${pickerId}-title`}>
        Where it goes
      </h2>
      <Field id={pickerId} label="Send to">
        <SendToPicker id={pickerId} />
      </Field>
      {target?.kind !== 'saved' && <PastedUrlField id={controlId(index, 'target_url')} />}
      <TargetCard
        destination={destination}
        index={index}
        isForum={forum.isForum}
        blocked={readiness.ok ? undefined : readiness.reason}
      />
      {destination.kind !== 'none' && (
        <ThreadSection key={draftId} index={index} isForum={forum.isForum} channel={channel} />
      )}
    </section>
  )
}
