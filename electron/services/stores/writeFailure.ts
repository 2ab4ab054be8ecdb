import type { Said } from '@shared/rpc/errors'
import { said } from '@shared/rpc/errors'

/** Why a file could not be written, in words a user can act on (never the raw error, which names paths). */
export function whyNotWritten(error: unknown): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full'
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'this user may not write there'
    case 'ENOENT':
      return 'the folder does not exist'
    case 'EISDIR':
      return 'it is a folder'
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a part of the path is not a folder'
    default:
      return 'it could not be written'
  }
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
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return said(
        'page.store.diskFull',
        `Herald could not save ${label}: the disk is full. Nothing was changed.`,
        {
          label,
        },
      )
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return said(
        'page.store.denied',
        `Herald could not save ${label}: this user may not write there. Nothing was changed.`,
        { label },
      )
    case 'ENOENT':
      return said(
        'page.store.noFolder',
        `Herald could not save ${label}: the folder does not exist. Nothing was changed.`,
        { label },
      )
    case 'EISDIR':
      return said(
        'page.store.isFolder',
        `Herald could not save ${label}: it is a folder. Nothing was changed.`,
        {
          label,
        },
      )
    case 'ENOTDIR':
    case 'EEXIST':
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
