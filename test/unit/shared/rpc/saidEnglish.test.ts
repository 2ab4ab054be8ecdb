import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readSource } from '../../../../tools/i18n/catalogues'

// One source of text: every `said(id, english, values)` in the sources writes the English that en.json
// has for `id`, `${expr}` standing where en.json has `{name}` (and `values` maps name to that expr).
const root = path.join(import.meta.dirname, '..', '..', '..', '..')
const english = readSource('en')
const DIRS = ['electron', 'shared']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

type Call = { where: string; id: string; written: string | undefined }

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
    out += `{${names.get(span.expression.getText(source)) ?? `?${span.expression.getText(source)}`}}`
    out += span.literal.text
  }
  return out
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

describe('said(): the English beside each phrase is en.json’s', () => {
  const calls = saidCalls()

  it('finds the services’ sentences', () => {
    expect(calls.length).toBeGreaterThan(40)
  })

  it('writes each message as en.json has it', () => {
    const wrong = calls
      .filter((call) => call.written !== plain(english[call.id] ?? `(no ${call.id} in en.json)`))
      .map((call) => `${call.where} ${call.id}\n  code:    ${call.written}\n  en.json: ${english[call.id]}`)
    expect(wrong).toEqual([])
  })
})
