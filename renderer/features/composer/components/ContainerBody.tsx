import type { BodyPath } from '@renderer/store/drafts/reducers'
import { useT } from '@renderer/i18n/store'
import { AccentField } from './AccentField'
import { BodyCheckbox } from './BodyCheckbox'
import { ComponentList } from './ComponentList'

type ContainerBodyProps = {
  index: number
  path: BodyPath
  label: string
  nameInText: string
  position: number
}

/** A Container: an accent colour, a spoiler, and its own list of components (anything but a container). */
export function ContainerBody({ index, path, label, nameInText, position }: ContainerBodyProps) {
  const t = useT()
  return (
    <div className="component-body">
      <div className="component-body__row">
        <AccentField index={index} path={[...path, 'accent_color']} label={label} nameInText={nameInText} />
        <BodyCheckbox
          index={index}
          path={[...path, 'spoiler']}
          label={t('composer.components.spoiler')}
          name={t('composer.components.part.spoiler', { owner: label })}
        />
      </div>
      <ComponentList index={index} container={position} />
    </div>
  )
}
