import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { layersPlugin } from './eslint.layers.js'
import { i18nPlugin, NOT_YET_CONVERTED } from './eslint.i18n.js'

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { herald: layersPlugin },
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'herald/layers': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: [
      'electron/**/*.ts',
      'test/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'tools/**/*.ts',
      'bin/**/*.js',
      '*.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The barrel runs the whole contract (every method's summary and output schema): about 9 KB gzip the
      // page's first load does not need (issue 23). The page takes errors and the client directly.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shared/rpc',
              message: 'Import @shared/rpc/errors, /client or an area directly.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 25: no user-visible literal in a component; see eslint.i18n.js for what is not converted yet.
    files: ['renderer/**/*.tsx'],
    ignores: NOT_YET_CONVERTED,
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-ui-text': 'error' },
  },
  {
    // Tests, benchmarks and command-line entry points write to the terminal on purpose.
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts', 'electron/launch/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      // Focused or disabled tests must not land.
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'describe', property: 'skip' },
      ],
    },
  },
)
