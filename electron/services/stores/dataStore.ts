import type { BackingFactory, JsonStoreOptions } from './jsonStore'
import { JsonStore } from './jsonStore'
import type { RecoveryLog } from './recoveryLog'

/** What every store of the data directory shares: where it lives, the recovery log, backing and clock. */
export type StoreDeps = {
  dataDir: string
  recovery: RecoveryLog
  backing?: BackingFactory
  clock?: () => Date
}

type DataStoreOptions<T extends { version: number }> = Pick<
  JsonStoreOptions<T>,
  'name' | 'label' | 'schema' | 'defaults'
> & {
  /** Defaults to the data directory itself. */
  dir?: string
  /** Defaults to none: the file is still at version 1. */
  migrations?: JsonStoreOptions<T>['migrations']
}

/** One JSON file of the data directory (or a folder in it), wired to the deps every store shares. */
export function openDataStore<T extends { version: number }>(
  deps: StoreDeps,
  options: DataStoreOptions<T>,
): JsonStore<T> {
  return new JsonStore<T>({
    dir: options.dir ?? deps.dataDir,
    name: options.name,
    label: options.label,
    schema: options.schema,
    migrations: options.migrations ?? [],
    defaults: options.defaults,
    recovery: deps.recovery,
    backing: deps.backing,
    clock: deps.clock,
  })
}
