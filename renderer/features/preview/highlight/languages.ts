import type { LanguageFn } from 'highlight.js'

type Loader = () => Promise<{ default: LanguageFn }>

/**
 * The languages a code block can be highlighted in, each loaded on first use (one chunk per language).
 * The common languages of Discord messages; a block in any other language is shown unhighlighted.
 * Aliases are the ones highlight.js itself gives each language, so ```py and ```python agree.
 */
const languages: Record<string, { load: Loader; aliases: string[] }> = {
  bash: { load: () => import('highlight.js/lib/languages/bash'), aliases: ['sh', 'zsh'] },
  c: { load: () => import('highlight.js/lib/languages/c'), aliases: ['h'] },
  clojure: { load: () => import('highlight.js/lib/languages/clojure'), aliases: ['clj', 'edn'] },
  cpp: {
    load: () => import('highlight.js/lib/languages/cpp'),
    aliases: ['cc', 'c++', 'h++', 'hpp', 'hh', 'hxx', 'cxx'],
  },
  csharp: { load: () => import('highlight.js/lib/languages/csharp'), aliases: ['cs', 'c#'] },
  css: { load: () => import('highlight.js/lib/languages/css'), aliases: [] },
  dart: { load: () => import('highlight.js/lib/languages/dart'), aliases: [] },
  diff: { load: () => import('highlight.js/lib/languages/diff'), aliases: ['patch'] },
  dockerfile: { load: () => import('highlight.js/lib/languages/dockerfile'), aliases: ['docker'] },
  elixir: { load: () => import('highlight.js/lib/languages/elixir'), aliases: ['ex', 'exs'] },
  erlang: { load: () => import('highlight.js/lib/languages/erlang'), aliases: ['erl'] },
  fsharp: { load: () => import('highlight.js/lib/languages/fsharp'), aliases: ['fs', 'f#'] },
  go: { load: () => import('highlight.js/lib/languages/go'), aliases: ['golang'] },
  graphql: { load: () => import('highlight.js/lib/languages/graphql'), aliases: ['gql'] },
  haskell: { load: () => import('highlight.js/lib/languages/haskell'), aliases: ['hs'] },
  http: { load: () => import('highlight.js/lib/languages/http'), aliases: ['https'] },
  ini: { load: () => import('highlight.js/lib/languages/ini'), aliases: ['toml'] },
  java: { load: () => import('highlight.js/lib/languages/java'), aliases: ['jsp'] },
  javascript: {
    load: () => import('highlight.js/lib/languages/javascript'),
    aliases: ['js', 'jsx', 'mjs', 'cjs'],
  },
  json: { load: () => import('highlight.js/lib/languages/json'), aliases: ['jsonc', 'json5'] },
  kotlin: { load: () => import('highlight.js/lib/languages/kotlin'), aliases: ['kt', 'kts', 'ktm', 'ktx'] },
  latex: { load: () => import('highlight.js/lib/languages/latex'), aliases: ['tex'] },
  less: { load: () => import('highlight.js/lib/languages/less'), aliases: [] },
  lua: { load: () => import('highlight.js/lib/languages/lua'), aliases: ['pluto'] },
  makefile: { load: () => import('highlight.js/lib/languages/makefile'), aliases: ['mk', 'mak', 'make'] },
  markdown: { load: () => import('highlight.js/lib/languages/markdown'), aliases: ['md', 'mkdown', 'mkd'] },
  nginx: { load: () => import('highlight.js/lib/languages/nginx'), aliases: ['nginxconf'] },
  objectivec: {
    load: () => import('highlight.js/lib/languages/objectivec'),
    aliases: ['mm', 'objc', 'obj-c'],
  },
  perl: { load: () => import('highlight.js/lib/languages/perl'), aliases: ['pl', 'pm'] },
  php: { load: () => import('highlight.js/lib/languages/php'), aliases: [] },
  powershell: { load: () => import('highlight.js/lib/languages/powershell'), aliases: ['pwsh', 'ps', 'ps1'] },
  python: { load: () => import('highlight.js/lib/languages/python'), aliases: ['py', 'gyp', 'ipython'] },
  r: { load: () => import('highlight.js/lib/languages/r'), aliases: [] },
  ruby: {
    load: () => import('highlight.js/lib/languages/ruby'),
    aliases: ['rb', 'gemspec', 'podspec', 'irb'],
  },
  rust: { load: () => import('highlight.js/lib/languages/rust'), aliases: ['rs'] },
  scala: { load: () => import('highlight.js/lib/languages/scala'), aliases: [] },
  scss: { load: () => import('highlight.js/lib/languages/scss'), aliases: [] },
  shell: { load: () => import('highlight.js/lib/languages/shell'), aliases: ['console', 'shellsession'] },
  sql: { load: () => import('highlight.js/lib/languages/sql'), aliases: [] },
  swift: { load: () => import('highlight.js/lib/languages/swift'), aliases: [] },
  typescript: {
    load: () => import('highlight.js/lib/languages/typescript'),
    aliases: ['ts', 'tsx', 'mts', 'cts'],
  },
  vbnet: { load: () => import('highlight.js/lib/languages/vbnet'), aliases: ['vb'] },
  xml: {
    load: () => import('highlight.js/lib/languages/xml'),
    aliases: ['html', 'xhtml', 'rss', 'atom', 'xsl', 'plist', 'svg'],
  },
  yaml: { load: () => import('highlight.js/lib/languages/yaml'), aliases: ['yml'] },
}

const byAlias = new Map<string, string>()
for (const [name, { aliases }] of Object.entries(languages)) {
  byAlias.set(name, name)
  for (const alias of aliases) byAlias.set(alias, name)
}

/** The language a code block's tag names (case-insensitive), or undefined when it is not highlighted. */
export function languageOf(tag: string): string | undefined {
  return byAlias.get(tag.toLowerCase())
}

export function loaderOf(name: string): Loader | undefined {
  return languages[name]?.load
}
