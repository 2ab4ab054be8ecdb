export { BUILT_IN_NAMES, customPlaceholders, findPlaceholders, visitStrings } from './placeholders'
export { builtInValues, isoDate, longDate, shortTime, type Clock } from './builtIns'
export { fillMessages, fillText, type FillResult, type TemplateProblem } from './fill'
