import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'
import type { MessageKey } from '@shared/i18n'
import { useLocaleStore, useT } from '../i18n/store'
import { Composer } from '../features/composer'
import type { ScreenId } from '../store/navigation/store'

export type { ScreenId } from '../store/navigation/store'

export type Screen = {
  id: ScreenId
  /** The screen's name's message id, for components that follow the language (`t(screen.labelId)`). */
  labelId: MessageKey
  /** The name in the language in force when read. */
  readonly label: string
  icon: ReactNode
  render(): ReactNode
}

/**
 * A screen other than the composer, loaded the first time it is shown (its own chunk: the page's initial
 * JavaScript holds only the composer, issue 23), with a polite loading line meanwhile.
 */
function lazyScreen(labelId: MessageKey, load: () => Promise<ComponentType>): () => ReactNode {
  const Screen = lazy(async () => ({ default: await load() }))
  return () => (
    <Suspense fallback={<Loading labelId={labelId} />}>
      <Screen />
    </Suspense>
  )
}

function Loading({ labelId }: { labelId: MessageKey }) {
  const t = useT()
  return (
    <p className="loading" role="status">
      {t('screens.loading', { screen: t(labelId) })}
    </p>
  )
}

/** One sidebar entry: its name follows the language in force. */
function screen(id: ScreenId, labelId: MessageKey, icon: ReactNode, render: () => ReactNode): Screen {
  return {
    id,
    labelId,
    get label() {
      return useLocaleStore.getState().t(labelId)
    },
    icon,
    render,
  }
}

const Webhooks = lazyScreen('screens.webhooks', async () => (await import('../features/webhooks')).Webhooks)
const History = lazyScreen('screens.history', async () => (await import('../features/history')).History)
const Applications = lazyScreen(
  'screens.applications',
  async () => (await import('../features/applications')).Applications,
)
const Settings = lazyScreen('screens.settings', async () => (await import('../features/settings')).Settings)

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * The sidebar's destinations, in order. A screen joins this table with its issue; until it exists it is
 * not shown at all, rather than as an empty placeholder.
 */
export const screens: Screen[] = [
  screen('composer', 'screens.composer', icon('M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4'), () => <Composer />),
  screen(
    'webhooks',
    'screens.webhooks',
    icon(
      'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
    ),
    Webhooks,
  ),
  screen('history', 'screens.history', icon('M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3'), History),
  screen('applications', 'screens.applications', icon('M4 5h16v14H4zM4 9h16M9 13h6M9 16h4'), Applications),
  screen(
    'settings',
    'screens.settings',
    icon(
      'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4',
    ),
    Settings,
  ),
]
