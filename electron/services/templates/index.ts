import type { Handler } from '@shared/rpc/bind'
import type { templatesMethods } from '@shared/rpc/areas/templates'
import type { StoreDeps } from '../stores/dataStore'
import { TemplateFiles } from './templateFiles'
import type { DraftsPort } from './templatesService'
import { TemplatesService } from './templatesService'

export { TemplatesService } from './templatesService'

export type TemplatesHandlers = { [M in keyof typeof templatesMethods & string]: Handler<M> }

/** The templates area: one file per template under <data>/templates/, new drafts through the drafts service. */
export function createTemplates(deps: { storeDeps: StoreDeps; drafts: DraftsPort }) {
  const templates = new TemplatesService({
    files: new TemplateFiles(deps.storeDeps),
    drafts: deps.drafts,
    clock: deps.storeDeps.clock,
  })
  const handlers: TemplatesHandlers = {
    'templates.list': async () => ({ templates: templates.list() }),
    'templates.saveFromDraft': async ({ draftId, name }) => ({
      template: templates.saveFromDraft(draftId, name),
    }),
    'templates.rename': async ({ templateId, name }) => ({ template: templates.rename(templateId, name) }),
    'templates.delete': async ({ templateId }) => ({ deleted: templates.delete(templateId) }),
    'templates.use': async ({ templateId, values }) => ({ draft: await templates.use(templateId, values) }),
  }
  return { templates, handlers }
}
