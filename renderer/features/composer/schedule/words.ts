import { useMemo } from 'react'
import { useLocaleStore } from '@renderer/i18n/store'
import type { ScheduleWords } from './summary'

/** The page's messages and locale, for the schedule's sentences; new when the language changes. */
export function useScheduleWords(): ScheduleWords {
  const t = useLocaleStore((state) => state.t)
  const locale = useLocaleStore((state) => state.locale)
  return useMemo(() => ({ t, locale }), [t, locale])
}
