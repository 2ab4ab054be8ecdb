import { useT } from '@renderer/i18n/store'
import { fullTimestamp } from '../markdown/formatTimestamp'
import { useTimeLocale } from '../useTimeLocale'

/** Discord's "(edited)" after an edited message's content; hovering it tells when. */
export function EditedMark({ at }: { at: Date }) {
  const t = useT()
  const where = useTimeLocale()
  return (
    <span className="message__edited" title={fullTimestamp(at.getTime() / 1000, where)}>
      {t('preview.edited')}
    </span>
  )
}
