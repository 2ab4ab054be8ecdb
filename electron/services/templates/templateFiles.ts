import type { Template } from '@shared/rpc/areas/templates'
import { templateSchema } from '@shared/rpc/areas/templates'
import type { StoreDeps } from '../stores/dataStore'
import { RecordFiles } from '../stores/recordFiles'

/** templates/<id>.json, one file per template. */
export class TemplateFiles extends RecordFiles<'template', Template> {
  constructor(deps: StoreDeps) {
    super(deps, { folder: 'templates', key: 'template', schema: templateSchema })
  }
}
