import { z } from 'zod'
import { actionRowSchema } from './componentsLegacy'
import {
  containerSchema,
  fileComponentSchema,
  mediaGallerySchema,
  sectionSchema,
  separatorSchema,
  textDisplaySchema,
} from './componentsV2'

/**
 * A top-level message component. Without IS_COMPONENTS_V2 only action rows are allowed there
 * (checked in messageRules, which knows the flags).
 */
export const componentSchema = z.discriminatedUnion('type', [
  actionRowSchema,
  sectionSchema,
  textDisplaySchema,
  mediaGallerySchema,
  fileComponentSchema,
  separatorSchema,
  containerSchema,
])
export type Component = z.infer<typeof componentSchema>

/** Component types that exist only in Components V2. */
export const V2_COMPONENT_TYPES: ReadonlySet<number> = new Set([9, 10, 11, 12, 13, 14, 17])

/** Interactive types a webhook no application owns may not send: non-link buttons and selects. */
export function isInteractiveComponent(component: { type?: unknown; style?: unknown }): boolean {
  if (component.type === 2) return component.style !== 5
  return [3, 5, 6, 7, 8].includes(component.type as number)
}

/** Every component object in a (possibly invalid) components tree, depth first, with its path. */
export function walkComponents(
  components: unknown,
  basePath: (string | number)[] = ['components'],
): { component: Record<string, unknown>; path: (string | number)[] }[] {
  const out: { component: Record<string, unknown>; path: (string | number)[] }[] = []
  const visit = (node: unknown, path: (string | number)[], depth: number): void => {
    // Discord nests at most three deep (container > section > accessory); the cap guards odd input.
    if (!isRecord(node) || depth > 8) return
    out.push({ component: node, path })
    if (Array.isArray(node.components)) {
      node.components.forEach((child, i) => visit(child, [...path, 'components', i], depth + 1))
    }
    if (isRecord(node.accessory)) visit(node.accessory, [...path, 'accessory'], depth + 1)
  }
  if (Array.isArray(components)) components.forEach((c, i) => visit(c, [...basePath, i], 0))
  return out
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
