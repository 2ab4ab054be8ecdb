import '@renderer/styles/composer-content.css'
import '@renderer/styles/library.css'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { SectionCard } from '../sections/SectionCard'
import { MessageSummary } from '../sections/SectionSummaries'
import { ContentEditor } from './ContentEditor'
import { FlagToggles } from './FlagToggles'
import { SenderOverrides } from './SenderOverrides'

/**
 * The message's own settings: its text (with formatting and insert helpers), who it appears to be from,
 * and its flags. An edit of a sent message hides what Discord's edit cannot change, and says why.
 */
export function MessageSection({ index }: { index: number }) {
  const t = useT()
  const editing = useDraftsStore((state) => Boolean(state.draft?.messages[index]?.reference))
  const v2 = useDraftsStore(draftsSelectors.isComponentsV2(index))
  return (
    <SectionCard
      index={index}
      section="message"
      title={t('composer.message.title')}
      className="message-section"
      summary={<MessageSummary index={index} />}
    >
      {v2 ? (
        <p className="message-section__note">{t('composer.message.v2On')}</p>
      ) : (
        <ContentEditor index={index} />
      )}
      {editing ? (
        <p className="message-section__note">{t('composer.message.editing')}</p>
      ) : (
        <SenderOverrides index={index} />
      )}
      <FlagToggles index={index} editing={editing} />
    </SectionCard>
  )
}
