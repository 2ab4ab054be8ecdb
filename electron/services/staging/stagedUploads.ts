import type { FileRef } from '@shared/rpc/areas/send'
import type { UploadFile } from '../discord'
import type { FileStaging } from './fileStaging'
import { notStaged } from './stagingErrors'

/**
 * The page's files are staged handles; each becomes the staged file on disk with its known size. A handle
 * that is not staged (removed, or never handed out) is refused at files[n] before anything is sent.
 */
export function stagedUploads(staging: FileStaging, files: readonly FileRef[]): UploadFile[] {
  return files.map((file, index) => {
    const staged = staging.resolve(file.handle)
    if (!staged) throw notStaged(`files[${index}]`)
    return {
      path: staged.path,
      size: staged.size,
      name: file.name ?? staged.name,
      description: file.description,
      spoiler: file.spoiler,
    }
  })
}
