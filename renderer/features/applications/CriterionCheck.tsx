import { useState } from 'react'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { evaluateCriterion } from '@shared/linkedRoles/criterion'
import { recordKind, recordTypeInfo } from '@shared/linkedRoles/recordTypes'
import { decodeValue } from '@shared/linkedRoles/valueEncoding'
import type { RoleConnectionView } from '@shared/rpc/areas/applications'
import { Field, describedBy } from '../../components/Field'
import { useT } from '../../i18n/store'
import { RECORD_SENTENCES } from './recordSentences'

/** A stored date reads better as the day it names; other values as they are stored. */
function shown(type: number, value: string): string {
  return recordKind(type) === 'datetime' ? String(decodeValue('datetime', value) || value) : value
}

/** For each record: what a server's role requires, and whether the stored connection passes, with why. */
export function CriterionCheck({
  records,
  stored,
}: {
  records: MetadataRecord[]
  stored: RoleConnectionView | undefined
}) {
  const t = useT()
  const [required, setRequired] = useState<Record<string, string>>({})
  // Days since a date are counted from when the check was opened; a day's drift does not matter here.
  const [now] = useState(() => Date.now())
  return (
    <section className="card stack" aria-labelledby="criterion-heading">
      <h2 id="criterion-heading" className="card__title">
        {t('applications.criterion.title')}
      </h2>
      <p className="card__lede">{t('applications.criterion.lede')}</p>
      {!stored && <p className="empty empty--inline">{t('applications.criterion.notConnected')}</p>}
      {stored && records.length === 0 && (
        <p className="empty empty--inline">{t('applications.criterion.noRecords')}</p>
      )}
      {stored && records.length > 0 && (
        <ul className="criteria">
          {records.map((record) => {
            const id = `criterion-${record.key}`
            const boolean = recordKind(record.type) === 'boolean'
            const text = boolean ? '1' : (required[record.key] ?? '')
            const valid = /^-?\d+$/.test(text.trim())
            const problem = text.trim() !== '' && !valid ? t('applications.criterion.invalid') : undefined
            const result = valid
              ? evaluateCriterion(record.type, stored.metadata[record.key], Number(text), now)
              : undefined
            const value = stored.metadata[record.key]
            const info = recordTypeInfo(record.type)
            return (
              <li
                key={record.key}
                className="criterion"
                aria-label={t('applications.criterion.label', { key: record.key })}
              >
                <Field
                  id={id}
                  label={t('applications.criterion.requires', { name: record.name })}
                  hint={info && t(RECORD_SENTENCES[info.type])}
                  error={problem}
                >
                  <input
                    {...describedBy(id, problem, true)}
                    className="input input--mono"
                    inputMode="numeric"
                    value={text}
                    readOnly={boolean}
                    onChange={(event) => setRequired({ ...required, [record.key]: event.target.value })}
                  />
                </Field>
                <p className="criterion__value">
                  {t('applications.criterion.stored')}{' '}
                  {value === undefined ? (
                    t('applications.criterion.nothing')
                  ) : (
                    <code>{shown(record.type, value)}</code>
                  )}
                </p>
                {result && (
                  <p
                    className={
                      result.passes
                        ? 'criterion__result criterion__result--pass'
                        : 'criterion__result criterion__result--fail'
                    }
                    role="status"
                    data-passes={result.passes}
                  >
                    <strong>
                      {result.passes ? t('applications.criterion.passes') : t('applications.criterion.fails')}
                    </strong>{' '}
                    {result.reason}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
