import { useState } from 'react'
import { Button } from '@renderer/components/Button'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { NewFromTemplateDialog } from './NewFromTemplateDialog'
import { SaveTemplateDialog } from './SaveTemplateDialog'
import './templates.css'

/** Templates next to the drafts: save the open draft as one, or start a new draft from one. */
export function TemplatesMenu() {
  const ready = useDraftsStore((state) => state.status === 'ready' && state.draft !== undefined)
  const [open, setOpen] = useState<'save' | 'new'>()
  return (
    <div className="templates-menu" role="group" aria-label="Templates">
      <Button onClick={() => setOpen('save')} disabled={!ready}>
        Save as template…
      </Button>
      <Button onClick={() => setOpen('new')} disabled={!ready}>
        New from template…
      </Button>
      {open === 'save' && <SaveTemplateDialog onClose={() => setOpen(undefined)} />}
      {open === 'new' && <NewFromTemplateDialog onClose={() => setOpen(undefined)} />}
    </div>
  )
}
