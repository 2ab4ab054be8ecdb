import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { applyTheme, initialTheme } from './app/theme'
import './styles/app.css'

// Before the first paint: the system's theme until the saved preference has loaded.
applyTheme(initialTheme())

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
