import type { MethodArgs } from '@shared/rpc/contract'
import { create } from 'zustand'
import type { MetadataRecord } from '@shared/discord/linkedRoles'
import type { RpcErrorData } from '@shared/rpc'
import type { ApplicationView, ConnectionState, RoleConnectionView } from '@shared/rpc/areas/applications'
import type { Outcome } from '../../api/attempt'
import { attempt, listen } from '../../api/attempt'

/** What the services last said for one application: its published records and the user's connection. */
export type Loaded<T> =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'ready'; value: T }
  | { phase: 'failed'; error: RpcErrorData }

export type ApplicationsState = {
  applications: ApplicationView[]
  selected: string | undefined
  loadError: RpcErrorData | undefined
  status: 'idle' | 'loading' | 'ready' | 'failed'
  records: Loaded<MetadataRecord[]>
  connection: Loaded<RoleConnectionView>
  /** Subscribes to oauth.onDidChange and loads the list; returns the unsubscribe. */
  start(): () => void
  load(): Promise<void>
  select(applicationId: string): void
  /** The secrets go to the services and are not kept here; only masked forms come back. */
  add(input: MethodArgs<'applications.add'>): Promise<Outcome<{ application: ApplicationView }>>
  setPort(applicationId: string, redirectPort: number): Promise<Outcome<{ application: ApplicationView }>>
  remove(applicationId: string): Promise<Outcome<unknown>>
  loadRecords(): Promise<void>
  publish(records: MetadataRecord[]): Promise<Outcome<{ records: MetadataRecord[] }>>
  connect(): Promise<Outcome<{ authorizeUrl: string }>>
  cancelConnect(): Promise<void>
  disconnect(): Promise<Outcome<unknown>>
  loadConnection(): Promise<void>
  storeConnection(connection: {
    platform_name?: string
    platform_username?: string
    metadata: Record<string, string>
  }): Promise<Outcome<{ connection: RoleConnectionView }>>
}

/**
 * Saved applications (masked), the one the screen works on, its published metadata records and the
 * connected user's stored values. The connection state changes from the services' side too (the
 * browser came back), so it follows oauth.onDidChange.
 */
export const useApplicationsStore = create<ApplicationsState>()((set, get) => {
  const replace = (view: ApplicationView) =>
    set({ applications: get().applications.map((a) => (a.applicationId === view.applicationId ? view : a)) })
  const setConnection = (applicationId: string, connection: ConnectionState) =>
    set({
      applications: get().applications.map((a) =>
        a.applicationId === applicationId ? { ...a, connection } : a,
      ),
    })
  const current = () => get().selected ?? ''
  return {
    applications: [],
    selected: undefined,
    loadError: undefined,
    status: 'idle',
    records: { phase: 'idle' },
    connection: { phase: 'idle' },
    start() {
      const stop = listen('oauth.onDidChange', ({ applicationId, connection }) => {
        setConnection(applicationId, connection)
        if (applicationId === get().selected && connection.state === 'connected') void get().loadConnection()
      })
      // Records read at start with a locked vault failed; once it opens, read them again.
      const stopVault = listen('vault.onDidChangeState', ({ state }) => {
        if (state === 'unlocked' && get().records.phase === 'failed') void get().loadRecords()
      })
      void get().load()
      return () => {
        stop()
        stopVault()
      }
    },
    async load() {
      if (get().status === 'idle') set({ status: 'loading' })
      const outcome = await attempt('applications.list', {})
      if (!outcome.ok) return set({ status: 'failed', loadError: outcome.error })
      const applications = outcome.value.applications
      const selected = applications.some((a) => a.applicationId === get().selected)
        ? get().selected
        : applications[0]?.applicationId
      set({ applications, status: 'ready', loadError: undefined })
      if (selected !== get().selected) get().select(selected ?? '')
    },
    select(applicationId) {
      set({
        selected: applicationId || undefined,
        records: { phase: 'idle' },
        connection: { phase: 'idle' },
      })
      if (applicationId) void get().loadRecords()
    },
    async add(input) {
      const outcome = await attempt('applications.add', input)
      if (outcome.ok) {
        set({ applications: [...get().applications, outcome.value.application] })
        get().select(outcome.value.application.applicationId)
      }
      return outcome
    },
    async setPort(applicationId, redirectPort) {
      const outcome = await attempt('applications.update', { applicationId, redirectPort })
      if (outcome.ok) replace(outcome.value.application)
      return outcome
    },
    async remove(applicationId) {
      const outcome = await attempt('applications.remove', { applicationId })
      if (outcome.ok) {
        const applications = get().applications.filter((a) => a.applicationId !== applicationId)
        set({ applications })
        if (get().selected === applicationId) get().select(applications[0]?.applicationId ?? '')
      }
      return outcome
    },
    async loadRecords() {
      const applicationId = current()
      set({ records: { phase: 'loading' } })
      const outcome = await attempt('linkedRoles.getMetadata', { applicationId })
      if (applicationId !== current()) return
      set({
        records: outcome.ok
          ? { phase: 'ready', value: outcome.value.records }
          : { phase: 'failed', error: outcome.error },
      })
    },
    async publish(records) {
      const applicationId = current()
      const outcome = await attempt('linkedRoles.putMetadata', { applicationId, records })
      if (outcome.ok && applicationId === current())
        set({ records: { phase: 'ready', value: outcome.value.records } })
      return outcome
    },
    async connect() {
      const applicationId = current()
      const outcome = await attempt('oauth.connect', { applicationId })
      return outcome
    },
    async cancelConnect() {
      await attempt('oauth.cancel', { applicationId: current() })
    },
    async disconnect() {
      const outcome = await attempt('oauth.disconnect', { applicationId: current() })
      if (outcome.ok) set({ connection: { phase: 'idle' } })
      return outcome
    },
    async loadConnection() {
      const applicationId = current()
      set({ connection: { phase: 'loading' } })
      const outcome = await attempt('linkedRoles.getConnection', { applicationId })
      if (applicationId !== current()) return
      set({
        connection: outcome.ok
          ? { phase: 'ready', value: outcome.value.connection }
          : { phase: 'failed', error: outcome.error },
      })
      // A refresh moves the expiry, and one refused with invalid_grant asks to connect again: show either.
      void get().load()
    },
    async storeConnection(connection) {
      const applicationId = current()
      const outcome = await attempt('linkedRoles.putConnection', { applicationId, connection })
      if (outcome.ok && applicationId === current()) {
        set({ connection: { phase: 'ready', value: outcome.value.connection } })
      }
      return outcome
    },
  }
})

export const applicationsSelectors = {
  selectedApplication: (state: ApplicationsState) =>
    state.applications.find((a) => a.applicationId === state.selected),
}
