import './components.css'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { SectionCard } from '../sections/SectionCard'
import { ComponentsSummary } from '../sections/SectionSummaries'
import { ComponentList } from './ComponentList'
import { ComponentProblems, ComponentsBudget } from './ComponentsBudget'
import { V2Switch } from './V2Switch'

/**
 * The message's components: the Components V2 switch, and either the V2 layout editor or, on a classic
 * message, rows of link buttons under the embeds. Webhooks carry link buttons only (docs/decisions.md).
 */
export function ComponentsSection({ index }: { index: number }) {
  const v2 = useDraftsStore(draftsSelectors.isComponentsV2(index))
  return (
    <SectionCard
      index={index}
      section="components"
      title={v2 ? 'Components' : 'Link buttons'}
      className="components-section"
      id={controlId(index, 'components')}
      tabIndex={-1}
      head={<ComponentsBudget index={index} v2={v2} />}
      summary={<ComponentsSummary index={index} />}
    >
      <V2Switch index={index} />
      <p className="field__hint">
        Webhooks can only carry link buttons; interactive buttons and menus need an application&apos;s bot.
      </p>
      <ComponentProblems index={index} />
      <ComponentList index={index} classic={!v2} />
    </SectionCard>
  )
}
