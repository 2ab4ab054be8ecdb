import { useT } from '../i18n/store'

/** Shown when the page was opened without the access token the browser host printed. */
export function NotConnected() {
  const t = useT()
  return (
    <main className="not-connected">
      <h1>{t('notConnected.title')}</h1>
      <p>{t('notConnected.text', { token: '#token=…', command: 'npm start' })}</p>
    </main>
  )
}
