import { ACTION_ROW_BUTTONS_MAX } from '@shared/discord'
import { Button } from '@renderer/components/Button'
import type { BodyPath } from '@renderer/store/drafts/reducers'
import { newLinkButton } from '@renderer/store/drafts/reducers'
import { draftActions } from '@renderer/store/drafts/store'
import { focusFirst } from '../embeds/SortableList'
import { ListItemActions } from './ListItemActions'
import { LinkButtonFields } from './SectionBody'
import { useLength } from './useBody'

type BodyProps = { index: number; path: BodyPath; label: string }

/** An action row of up to five link buttons. */
export function RowBody({ index, path, label }: BodyProps) {
  const buttons = [...path, 'components']
  const count = useLength(index, buttons)
  const lower = label.charAt(0).toLowerCase() + label.slice(1)
  const addName = `Add button to ${lower}`
  return (
    <div className="component-body">
      <ol className="component-items">
        {Array.from({ length: count }, (_, k) => {
          const name = `${label} button ${k + 1}`
          return (
            <li key={k} className="component-item">
              <div className="component-item__head">
                <span className="component-item__name">Button {k + 1}</span>
                <ListItemActions
                  index={index}
                  list={buttons}
                  position={k}
                  count={count}
                  max={ACTION_ROW_BUTTONS_MAX}
                  label={name}
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
          focusFirst([`${label} button ${count + 1} label`])
        }}
        aria-label={addName}
      >
        Add button
      </Button>
    </div>
  )
}
