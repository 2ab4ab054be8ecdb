import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { applyTheme, initialTheme } from './app/theme'
import { startLanguage } from './i18n/language'
import { drop } from './util/drop'
import './styles/app.css'

// Before the first paint: the system's theme until the saved preference has loaded.
applyTheme(initialTheme())

const root = document.getElementById('root')
if (root) {
  // The saved language's catalogue first, so the page never shows one language and then another.
  drop(
    startLanguage().finally(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  )
}
