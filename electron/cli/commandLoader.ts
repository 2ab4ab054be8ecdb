import type { Command } from './commandType'

/**
 * Finds a command's code only when it runs, so `herald --help` loads no command, no zod and no
 * services. Every command is registered in commands.ts (`commands`); a command that should start
 * faster than the rest (it runs offline, in scripts and hooks) may also get its own module here, one
 * line, and is then loaded without the others and without the services: such a command must not call
 * `services()`.
 */
const ownModules: Record<string, () => Promise<Command>> = {
  validate: async () => (await import('./validateCommand')).validate,
}

/** The command, and whether it needs the services (a Discord client, send handlers). */
export async function loadCommand(name: string): Promise<{ run: Command; offline: boolean } | undefined> {
  const own = ownModules[name]
  if (own) return { run: await own(), offline: true }
  const run = (await import('./commands')).commands[name]
  return run ? { run, offline: false } : undefined
}
