import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'

/** Why a file could not be written, by the system error's code: the one reading both sentences below use. */
export type WriteCause = 'diskFull' | 'denied' | 'noFolder' | 'isFolder' | 'notFolder' | 'other'

export function writeCause(error: unknown): WriteCause {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'diskFull'
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'denied'
    case 'ENOENT':
      return 'noFolder'
    case 'EISDIR':
      return 'isFolder'
    case 'ENOTDIR':
    case 'EEXIST':
      return 'notFolder'
    default:
      return 'other'
  }
}

const WHY: Record<WriteCause, Said> = {
  diskFull: said('cli2.why.diskFull', 'the disk is full'),
  denied: said('cli2.why.denied', 'this user may not write there'),
  noFolder: said('cli2.why.noFolder', 'the folder does not exist'),
  isFolder: said('cli2.why.isFolder', 'it is a folder'),
  notFolder: said('cli2.why.notFolder', 'a part of the path is not a folder'),
  other: said('cli2.why.other', 'it could not be written'),
}

/** Why a file could not be written, in words a user can act on (never the raw error, which names paths). */
export function whyNotWritten(error: unknown): string {
  return WHY[writeCause(error)].message
}

/** The same reason as a phrase, for a sentence said in the reader's language around it. */
export function notWrittenBecause(error: unknown): Said {
  return WHY[writeCause(error)]
}

/** A full disk or a failing device: not something a different path would fix. */
export function isDeviceFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EIO'
}

/** A Node file-system error (it names the path it failed on), as opposed to a bug. */
export function fileSystemError(error: unknown): (NodeJS.ErrnoException & { path: string }) | undefined {
  const e = error as NodeJS.ErrnoException | undefined
  return e instanceof Error && typeof e.code === 'string' && typeof e.path === 'string'
    ? (e as NodeJS.ErrnoException & { path: string })
    : undefined
}

/**
 * A store that could not write, said whole per cause so each language words it its own way. The store's
 * label is its file's name (library, drafts/_state), kept as it is.
 */
export function notSaved(label: string, error: unknown): Said {
  switch (writeCause(error)) {
    case 'diskFull':
      return said(
        'page.store.diskFull',
        `Herald could not save ${label}: the disk is full. Nothing was changed.`,
        {
          label,
        },
      )
    case 'denied':
      return said(
        'page.store.denied',
        `Herald could not save ${label}: this user may not write there. Nothing was changed.`,
        { label },
      )
    case 'noFolder':
      return said(
        'page.store.noFolder',
        `Herald could not save ${label}: the folder does not exist. Nothing was changed.`,
        { label },
      )
    case 'isFolder':
      return said(
        'page.store.isFolder',
        `Herald could not save ${label}: it is a folder. Nothing was changed.`,
        {
          label,
        },
      )
    case 'notFolder':
      return said(
        'page.store.notFolder',
        `Herald could not save ${label}: a part of the path is not a folder. Nothing was changed.`,
        { label },
      )
    default:
      return said(
        'page.store.notWritten',
        `Herald could not save ${label}: it could not be written. Nothing was changed.`,
        { label },
      )
  }
}
