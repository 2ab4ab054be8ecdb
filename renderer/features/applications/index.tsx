import { useEffect } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { applicationsSelectors, useApplicationsStore } from '../../store/applications/store'
import { useVaultStore, vaultSelectors } from '../../store/vault/store'
import { useT } from '../../i18n/store'
import { VaultGate } from '../vault'
import { AddApplicationForm } from './AddApplicationForm'
import { ApplicationSetup } from './ApplicationSetup'
import { ClientCredentials } from './ClientCredentials'
import { ConnectionEditor } from './ConnectionEditor'
import { ConnectUser } from './ConnectUser'
import { CriterionCheck } from './CriterionCheck'
import { MetadataEditor } from './MetadataEditor'
import '../../styles/library.css'
import '../../styles/applications.css'

/** Linked roles and OAuth2 for the applications the user owns. */
export function Applications() {
  const t = useT()
  const start = useApplicationsStore((state) => state.start)
  useEffect(() => start(), [start])
  const applications = useApplicationsStore((state) => state.applications)
  const loadError = useApplicationsStore((state) => state.loadError)
  const app = useApplicationsStore(applicationsSelectors.selectedApplication)
  const locked = !useVaultStore(vaultSelectors.isUnlocked)
  return (
    <div className="screen screen--wide applications">
      <header className="screen__header">
        <h1>{t('applications.title')}</h1>
        <p className="screen__lede">{t('applications.lede')}</p>
      </header>
      <VaultGate />
      {loadError && <ErrorNotice error={loadError} />}
      {applications.length === 0 && !loadError && (
        <div className="empty">
          <p className="empty__title">{t('applications.empty')}</p>
          <p>{t('applications.empty.text')}</p>
          <p>
            {t('applications.empty.sandbox')} <code>npm run sandbox</code>
          </p>
        </div>
      )}
      <Picker />
      {app && (
        <>
          <ApplicationSetup app={app} />
          <MetadataEditor disabled={locked} />
          <ConnectUser app={app} disabled={locked} />
          <UserSections
            applicationId={app.applicationId}
            connected={app.connection.state === 'connected'}
            locked={locked}
          />
          <ClientCredentials applicationId={app.applicationId} disabled={locked} />
        </>
      )}
      <AddApplicationForm disabled={locked} />
    </div>
  )
}

function Picker() {
  const applications = useApplicationsStore((state) => state.applications)
  const selected = useApplicationsStore((state) => state.selected)
  const t = useT()
  const select = useApplicationsStore((state) => state.select)
  if (applications.length < 2) return null
  return (
    <div className="field app-picker">
      <label className="field__label" htmlFor="app-picker">
        {t('applications.picker')}
      </label>
      <select
        id="app-picker"
        className="input"
        value={selected ?? ''}
        onChange={(e) => select(e.target.value)}
      >
        {applications.map((a) => (
          <option key={a.applicationId} value={a.applicationId}>
            {a.label} ({a.applicationId})
          </option>
        ))}
      </select>
    </div>
  )
}

/** The connection and the criterion check need the published records and a connected user. */
function UserSections({ connected, locked }: { applicationId: string; connected: boolean; locked: boolean }) {
  const records = useApplicationsStore((state) => state.records)
  const connection = useApplicationsStore((state) => state.connection)
  if (!connected || records.phase !== 'ready') return null
  return (
    <>
      <ConnectionEditor records={records.value} disabled={locked} />
      <CriterionCheck
        records={records.value}
        stored={connection.phase === 'ready' ? connection.value : undefined}
      />
    </>
  )
}
