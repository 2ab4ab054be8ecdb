import { useState } from 'react'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import { evaluateCriterion } from '@shared/linkedRoles/criterion'
import { recordKind, recordTypeInfo } from '@shared/linkedRoles/recordTypes'
import { decodeValue } from '@shared/linkedRoles/valueEncoding'
import type { RoleConnectionView } from '@shared/rpc/areas/applications'
import { Field, describedBy } from '../../components/Field'

/** A stored date reads better as the day it names; other values as they are stored. */
function shown(type: number, value: string | undefined): string {
  if (value === undefined) return 'nothing'
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
  const [required, setRequired] = useState<Record<string, string>>({})
  // Days since a date are counted from when the check was opened; a day's drift does not matter here.
  const [now] = useState(() => Date.now())
  return (
    <section className="card stack" aria-labelledby="criterion-heading">
      <h2 id="criterion-heading" className="card__title">
        Criterion check
      </h2>
      <p className="card__lede">
        Enter what a server’s linked role requires for a record (a number; for dates, a number of days) and
        see whether the stored values pass, as Discord evaluates them. Switches are checked against 1.
      </p>
      {!stored && <p className="empty empty--inline">Connect a user and load their values to check them.</p>}
      {stored && records.length === 0 && <p className="empty empty--inline">Publish records first.</p>}
      {stored && records.length > 0 && (
        <ul className="criteria">
          {records.map((record) => {
            const id = `criterion-${record.key}`
            const boolean = recordKind(record.type) === 'boolean'
            const text = boolean ? '1' : (required[record.key] ?? '')
            const valid = /^-?\d+$/.test(text.trim())
            const problem = text.trim() !== '' && !valid ? 'Enter a whole number.' : undefined
            const result = valid
              ? evaluateCriterion(record.type, stored.metadata[record.key], Number(text), now)
              : undefined
            return (
              <li key={record.key} className="criterion" aria-label={`Criterion ${record.key}`}>
                <Field
                  id={id}
                  label={`${record.name}: the role requires`}
                  hint={recordTypeInfo(record.type)?.sentence}
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
                  Stored: <code>{shown(record.type, stored.metadata[record.key])}</code>
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
                    <strong>{result.passes ? 'Passes' : 'Fails'}.</strong> {result.reason}
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
