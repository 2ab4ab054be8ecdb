import { ACTION_ROW_BUTTONS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { newLinkButton } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst } from '../embeds/SortableList'
import { ListItemActions } from './ListItemActions'
import { LinkButtonFields } from './SectionBody'
import { useLength } from './useBody'

/** `label` names the component ("Container 1 gallery 3"); `nameInText` is that name within a sentence. */
type BodyProps = { index: number; path: BodyPath; label: string; nameInText: string }

/** An action row of up to five link buttons. */
export function RowBody({ index, path, label, nameInText }: BodyProps) {
  const t = useT()
  const buttons = [...path, 'components']
  const count = useLength(index, buttons)
  const addName = t('composer.components.addButtonTo', { owner: nameInText })
  const nameAt = (k: number) => t('composer.components.part.buttonN', { owner: label, n: k + 1 })
  return (
    <div className="component-body">
      <ol className="component-items">
        {Array.from({ length: count }, (_, k) => {
          const name = nameAt(k)
          return (
            <li key={k} className="component-item">
              <div className="component-item__head">
                <span className="component-item__name">{t('composer.components.button', { n: k + 1 })}</span>
                <ListItemActions
                  index={index}
                  list={buttons}
                  position={k}
                  count={count}
                  max={ACTION_ROW_BUTTONS_MAX}
                  nameAt={nameAt}
                  emptyFocus={addName}
                />
              </div>
              <LinkButtonFields index={index} path={[...buttons, k]} label={name} />
            </li>
          )
        })}
      </ol>
      <Button
        disabled={count >= ACTION_ROW_BUTTONS_MAX}
        onClick={() => {
          draftActions.addBodyItem(index, buttons, newLinkButton(), ACTION_ROW_BUTTONS_MAX)
          focusFirst([t('composer.components.part.label', { owner: nameAt(count) })])
        }}
        aria-label={addName}
      >
        {t('composer.components.addButton')}
      </Button>
    </div>
  )
}
