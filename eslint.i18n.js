// Issue 25: text a user reads comes from the message catalogues (shared/i18n/locales), never from a
// string literal in a component. This rule finds literals in JSX text and in the props that are read or
// heard (aria-label, title, placeholder, label, …), allowing Discord's own terms and code.

/** Props whose value a user reads or a screen reader speaks. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'alt',
  'hint',
  'confirmLabel',
  'submit',
])

/** Names that stay as they are in every language: Discord's and Herald's own, and brand marks. */
export const UNTRANSLATED_TERMS = new Set(['Discord', 'Herald', 'H', 'OAuth2', 'JSON', 'URL', 'ID'])

/** Whether a literal needs a translation: it has letters and is not one of the terms above. */
function needsTranslation(text) {
  const trimmed = text.trim()
  return /\p{L}/u.test(trimmed) && !UNTRANSLATED_TERMS.has(trimmed)
}

/** Elements whose text is code (a command, a variable name): the same in every language. */
const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp'])

const inCode = (node) =>
  node.parent?.type === 'JSXElement' && CODE_ELEMENTS.has(node.parent.openingElement.name.name)

const MESSAGE = 'Text a user reads comes from the catalogues: use t(…) (shared/i18n/locales/en.json).'

export const i18nPlugin = {
  rules: {
    'no-literal-ui-text': {
      meta: { type: 'problem', schema: [], docs: { description: MESSAGE } },
      create(context) {
        const report = (node) => context.report({ node, message: MESSAGE })
        const literalText = (node) => {
          if (!node) return undefined
          if (node.type === 'Literal' && typeof node.value === 'string') return node.value
          if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ')
          return undefined
        }
        return {
          JSXText(node) {
            if (!inCode(node) && needsTranslation(node.value)) report(node)
          },
          JSXExpressionContainer(node) {
            if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return
            if (inCode(node)) return
            const text = literalText(node.expression)
            if (text !== undefined && needsTranslation(text)) report(node)
          },
          JSXAttribute(node) {
            if (node.name.type !== 'JSXIdentifier' || !TEXT_PROPS.has(node.name.name)) return
            const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value
            const text = literalText(value)
            if (text !== undefined && needsTranslation(text)) report(node)
          },
        }
      },
    },
  },
}

/**
 * Folders and files not converted yet (issue 25's second round: the composer and History were being
 * reworked by issue 20). The list shrinks to empty; everything else under renderer/ is checked.
 */
export const NOT_YET_CONVERTED = [
  // part ca

  // part cb

  // part cc

  // part hp
]
