import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'
const ACCENTS = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]))

/** English letters made accented, so text still reads but is plainly not the English source. */
export function accent(text: string): string {
  return [...text].map((c) => ACCENTS.get(c) ?? c).join('')
}

/**
 * The pseudo-locale's message from English's parsed one: every literal accented, arguments and plural or
 * select keys kept, about 40 % longer (German and Russian run that much longer than English) and in
 * brackets, so an e2e test sees at once what is not localised (no brackets) and what is cut off.
 */
export function pseudoMessage(message: MessageFormatElement[]): MessageFormatElement[] {
  const length = literalLength(message)
  const padding = '·'.repeat(Math.ceil(length * 0.4))
  return [
    { type: 0, value: '[' },
    ...transform(message),
    { type: 0, value: `${padding ? ` ${padding}` : ''}]` },
  ] as MessageFormatElement[]
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === 0) return { ...element, value: accent(element.value) }
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: transform(option.value) },
        ]),
      )
      return { ...element, options } as MessageFormatElement
    }
    return element
  })
}

/** The literal text's length, counting a plural or select by its longest branch. */
function literalLength(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === 0) return sum + element.value.length
    if (element.type === 5 || element.type === 6)
      return sum + Math.max(0, ...Object.values(element.options).map((option) => literalLength(option.value)))
    return sum
  }, 0)
}
