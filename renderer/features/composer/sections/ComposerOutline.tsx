import '@renderer/styles/composer-sections.css'
import type { MessageKey } from '@shared/i18n'
import { useT } from '@renderer/i18n/store'
import { draftsSelectors } from '@renderer/store/drafts/selectors'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { controlId } from '../controlId'
import { collapseActions } from './collapseStore'
import { jumpToEmbed, jumpToSection } from './jump'
import { useProblemCounts } from './sectionChecks'
import type { SectionKey } from './sectionPaths'
import { SECTION_KEYS, sectionToggleId } from './sectionPaths'

const TITLES: Record<SectionKey, MessageKey> = {
  target: 'composer.sections.title.target',
  message: 'composer.sections.title.message',
  files: 'composer.sections.title.files',
  embeds: 'composer.sections.title.embeds',
  components: 'composer.sections.title.components',
  mentions: 'composer.sections.title.mentions',
}

/**
 * The editor's sections and embeds as a compact list at the top of the editor: each marks how many
 * reasons it holds Send, and a click opens it (if collapsed) and brings it into view. Collapse all and
 * Expand all act on the message on screen.
 */
export function ComposerOutline({ index }: { index: number }) {
  const t = useT()
  const v2 = useDraftsStore(draftsSelectors.isComponentsV2(index))
  const embeds = useDraftsStore(draftsSelectors.embedCount(index))
  const counts = useProblemCounts(index)
  // With Components V2 the embeds step aside (the section only says so), so the outline leaves them out.
  const keys = v2 ? SECTION_KEYS.filter((key) => key !== 'embeds') : SECTION_KEYS
  const title = (key: SectionKey) =>
    t(key === 'components' && !v2 ? 'composer.sections.title.linkButtons' : TITLES[key])
  return (
    <nav className="composer-outline" aria-label={t('composer.sections.outline')}>
      <ul className="composer-outline__list">
        {keys.map((key) => (
          <li key={key} className="composer-outline__item">
            <OutlineLink
              href={`#${sectionToggleId(index, key)}`}
              name={title(key)}
              problems={counts[key] ?? 0}
              onJump={() => jumpToSection(index, key)}
            />
            {key === 'embeds' && embeds > 0 && (
              <ul className="composer-outline__embeds">
                {Array.from({ length: embeds }, (_, embed) => (
                  <li key={embed}>
                    <OutlineLink
                      href={`#${controlId(index, `embeds[${embed}]`)}`}
                      name={t('composer.sections.embed', { number: embed + 1 })}
                      problems={counts[`embed${embed}`] ?? 0}
                      onJump={() => jumpToEmbed(index, embed)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div className="composer-outline__all">
        <button
          type="button"
          className="composer-outline__button"
          onClick={() => collapseActions.setAll(index, true)}
        >
          {t('composer.sections.collapseAll')}
        </button>
        <button
          type="button"
          className="composer-outline__button"
          onClick={() => collapseActions.setAll(index, false)}
        >
          {t('composer.sections.expandAll')}
        </button>
      </div>
    </nav>
  )
}

type OutlineLinkProps = { href: string; name: string; problems: number; onJump(): void }

function OutlineLink({ href, name, problems, onJump }: OutlineLinkProps) {
  const t = useT()
  return (
    <a
      href={href}
      className={
        problems > 0 ? 'composer-outline__link composer-outline__link--problem' : 'composer-outline__link'
      }
      onClick={(event) => {
        event.preventDefault()
        onJump()
      }}
    >
      {name}
      {problems > 0 && (
        <>
          {' '}
          <span className="composer-outline__mark">{problems}</span>
          {/* The marker is a bare number on screen; the name says what it counts. */}
          <span className="visually-hidden"> {t('composer.sections.problemCount', { count: problems })}</span>
        </>
      )}
    </a>
  )
}
