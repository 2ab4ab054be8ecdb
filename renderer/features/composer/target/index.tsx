import '@renderer/styles/composer-choice.css'
import '@renderer/styles/composer-target.css'
import '@renderer/styles/composer-multi.css'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { SingleTarget } from './SingleTarget'
import { TargetList } from './TargetList'

export { markForum } from './channelStore'
export { usePastedUrlStore } from './pastedUrlStore'
export type { TargetReadiness } from './readiness'
export { useTargetReadiness } from './useTargetReadiness'

/** Where the messages go: one target (as the composer always had) or several saved webhooks. */
export function TargetSection({ index }: { index: number }) {
  const several = useDraftsStore((state) => (state.draft?.targets.length ?? 0) > 1)
  const titleId = `${controlId(index, 'target')}-title`
  return (
    <section className="card composer-part composer-target" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        Where it goes
      </h2>
      {several ? <TargetList index={index} /> : <SingleTarget index={index} />}
    </section>
  )
}
