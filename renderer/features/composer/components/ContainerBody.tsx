import type { BodyPath } from '@renderer/store/drafts/reducers'
import { AccentField } from './AccentField'
import { BodyCheckbox } from './BodyCheckbox'
import { ComponentList } from './ComponentList'

type ContainerBodyProps = { index: number; path: BodyPath; label: string; position: number }

/** A Container: an accent colour, a spoiler, and its own list of components (anything but a container). */
export function ContainerBody({ index, path, label, position }: ContainerBodyProps) {
  return (
    <div className="component-body">
      <div className="component-body__row">
        <AccentField index={index} path={[...path, 'accent_color']} label={label} />
        <BodyCheckbox index={index} path={[...path, 'spoiler']} label="Spoiler" name={`${label} spoiler`} />
      </div>
      <ComponentList index={index} container={position} />
    </div>
  )
}
