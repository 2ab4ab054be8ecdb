import path from 'node:path'
import { BrowserWindow, nativeTheme } from 'electron'
import type { Placement } from './windowState/placement'

export type WindowFiles = { preload: string; page: string; icon: string }

/**
 * What the window loads, relative to the main bundle's folder (out/main): the preload and page bundles
 * beside it, and the app icon from the packaging resources (build/icon.png), which Linux and Windows show.
 */
export function windowFiles(mainDir: string): WindowFiles {
  return {
    preload: path.join(mainDir, '../preload/index.cjs'),
    page: path.join(mainDir, '../renderer/index.html'),
    icon: path.join(mainDir, '../../build/icon.png'),
  }
}

/** The size the window first opens at, before it has a remembered place. */
export const DEFAULT_SIZE = { width: 1120, height: 780 }

/**
 * The one window. Every web preference that matters for safety is spelt out even where it is the
 * default, so a reader (and a future Electron upgrade) cannot miss it. It opens where `placement` says
 * (windowState/placement.ts) and is maximised before it is first shown if it was when last closed.
 */
export function createMainWindow(
  files: WindowFiles,
  placement: Placement = { bounds: DEFAULT_SIZE, maximized: false },
): BrowserWindow {
  const window = new BrowserWindow({
    title: 'Herald',
    ...placement.bounds,
    minWidth: 720,
    minHeight: 520,
    show: false,
    icon: files.icon,
    // Matches the page's background so the window does not flash white in dark mode.
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#16181d' : '#f4f5f8',
    webPreferences: {
      preload: files.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  })
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize()
    window.show()
  })
  return window
}
