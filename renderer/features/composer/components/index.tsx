import './components.css'
import { useT } from '@renderer/i18n/store'
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
  const t = useT()
  const v2 = useDraftsStore(draftsSelectors.isComponentsV2(index))
  return (
    <SectionCard
      index={index}
      section="components"
      title={t(v2 ? 'composer.components.title' : 'composer.components.classicTitle')}
      className="components-section"
      id={controlId(index, 'components')}
      tabIndex={-1}
      head={<ComponentsBudget index={index} v2={v2} />}
      summary={<ComponentsSummary index={index} />}
    >
      <V2Switch index={index} />
      <p className="field__hint">{t('composer.components.webhookHint')}</p>
      <ComponentProblems index={index} />
      <ComponentList index={index} classic={!v2} />
    </SectionCard>
  )
}
