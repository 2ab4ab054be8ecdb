import type { Draft } from '@shared/drafts/draft'
import { draftSchema } from '@shared/drafts/draft'
import type { StoreDeps } from '../stores/dataStore'
import { RecordFiles } from '../stores/recordFiles'

/** drafts/<id>.json, one file per draft. */
export class DraftFiles extends RecordFiles<'draft', Draft> {
  constructor(deps: StoreDeps) {
    super(deps, { folder: 'drafts', key: 'draft', schema: draftSchema })
  }
}
