import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readSource } from '../../../../tools/i18n/catalogues'

// One source of text: every `said(id, english, values)` in the sources writes the English that en.json
// has for `id`, `${expr}` standing where en.json has `{name}` (and `values` maps name to that expr).
const root = path.join(import.meta.dirname, '..', '..', '..', '..')
const english = readSource('en')
const DIRS = ['electron', 'shared', 'renderer']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

type Call = { where: string; id: string; written: string | undefined; names: string[] }

/** The English a call writes, with each `${expr}` replaced by `{name}` of the value holding expr. */
function writtenEnglish(call: ts.CallExpression, source: ts.SourceFile): string | undefined {
  const [, text, values] = call.arguments
  const names = new Map<string, string>()
  if (values && ts.isObjectLiteralExpression(values)) {
    for (const property of values.properties) {
      if (ts.isShorthandPropertyAssignment(property)) names.set(property.name.text, property.name.text)
      else if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
        names.set(property.initializer.getText(source), property.name.text)
    }
  }
  if (!text) return undefined
  if (ts.isStringLiteralLike(text)) return text.text
  if (!ts.isTemplateExpression(text)) return undefined
  let out = text.head.text
  for (const span of text.templateSpans) {
    // A number written the English way (`n(count)`, `count.toLocaleString('en-US')`) is en.json's {count, number}.
    const expression = span.expression
      .getText(source)
      .replace(/^n\((\w+)\)$/, '$1')
      .replace(/^(\w+)\.toLocaleString\('en-US'\)$/, '$1')
    out += `{${names.get(expression) ?? `?${expression}`}}`
    out += span.literal.text
  }
  return out
}

function valueNames(call: ts.CallExpression): string[] {
  const values = call.arguments[2]
  if (!values || !ts.isObjectLiteralExpression(values)) return []
  return values.properties.flatMap((p) => (p.name && ts.isIdentifier(p.name) ? [p.name.text] : [])).sort()
}

function saidCalls(): Call[] {
  const calls: Call[] = []
  for (const file of DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = fs.readFileSync(file, 'utf8')
    if (!text.includes('said(')) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'said' &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        calls.push({
          where: `${path.relative(root, file)}:${line}`,
          id: node.arguments[0].text,
          written: writtenEnglish(node, source),
          names: valueNames(node),
        })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return calls
}

/** en.json's text with `{name, number}` read as `{name}` (English numbers are written by the code). */
const plain = (message: string) => message.replace(/\{(\w+), number\}/g, '{$1}')

// A plural's English is chosen in code (`count === 1 ? … : …`), which no static reading can follow: those
// calls must pass exactly en.json's arguments, and a unit test of their module formats them.
const isPlural = (id: string) => /\{\w+, plural,/.test(english[id] ?? '')
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!))].sort()

describe('said(): the English beside each phrase is en.json’s', () => {
  const calls = saidCalls()

  it('finds the services’ sentences', () => {
    expect(calls.length).toBeGreaterThan(40)
  })

  it('writes each message as en.json has it', () => {
    const wrong = calls
      .filter((call) => !isPlural(call.id))
      .filter((call) => call.written !== plain(english[call.id] ?? `(no ${call.id} in en.json)`))
      .map((call) => `${call.where} ${call.id}\n  code:    ${call.written}\n  en.json: ${english[call.id]}`)
    expect(wrong).toEqual([])
  })

  it('passes a plural message exactly its arguments', () => {
    const wrong = calls
      .filter((call) => isPlural(call.id))
      .filter((call) => call.names.join() !== argumentsOf(english[call.id]!).join())
      .map((call) => `${call.where} ${call.id}: ${call.names.join()}`)
    expect(wrong).toEqual([])
  })
})
