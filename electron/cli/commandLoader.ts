import type { Command } from './commandType'

type Entry = {
  load: () => Promise<Command>
  /**
   * Whether the command calls `services()` (the Discord client and the send handlers, services.ts).
   * Commands that work on the data folder open the app's own services instead (dataServices.ts).
   */
  services: boolean
}

/**
 * Every command, each imported from its own module only when it runs: the build splits them into
 * chunks (electron/cli/vite.config.ts), so `herald send` loads send's code and not the vault's, the
 * OAuth2 flow's or the importers', and `herald --help` loads no command at all.
 */
const registry: Record<string, Entry> = {
  send: { load: async () => (await import('./messageCommands')).sendCommand, services: true },
  edit: { load: async () => (await import('./messageCommands')).edit, services: true },
  delete: { load: async () => (await import('./messageCommands')).remove, services: true },
  validate: { load: async () => (await import('./validateCommand')).validate, services: false },
  templates: { load: async () => (await import('./templateCommand')).templatesCommand, services: true },
  schedule: { load: async () => (await import('./scheduleCommand')).scheduleCommand, services: false },
  import: { load: async () => (await import('./interopCommands')).importCommand, services: false },
  export: { load: async () => (await import('./interopCommands')).exportCommand, services: false },
  metadata: { load: async () => (await import('./applicationCommands')).metadata, services: true },
  connection: { load: async () => (await import('./applicationCommands')).connection, services: true },
  oauth: { load: async () => (await import('./applicationCommands')).oauth, services: true },
  status: { load: async () => (await import('./statusCommand')).statusCommand, services: false },
  backup: { load: async () => (await import('./backupCommand')).backupCommand, services: false },
  restore: { load: async () => (await import('./backupCommand')).restoreCommand, services: false },
}

/** The command of that name (its code not yet loaded), or undefined for a name that is no command. */
export function findCommand(name: string): Entry | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined
}
