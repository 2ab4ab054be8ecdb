import { Button } from '../components/Button'
import { Notice } from '../components/Notice'
import { useT } from '../i18n/store'

/** What a screen shows when it could not be drawn: the other screens and the sidebar keep working. */
export function ScreenError({ label, error, retry }: { label: string; error: Error; retry: () => void }) {
  const t = useT()
  return (
    <Notice
      tone="error"
      title={t('screenError.title', { screen: label })}
      actions={
        <Button tone="secondary" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      <p className="notice__text">{error.message}</p>
      <p className="notice__hint">{t('screenError.hint')}</p>
    </Notice>
  )
}
