import { useEffect, useState } from 'react'
import type { Choice, Choices } from '../../../../shared/backup/plan'
import type { RpcErrorData } from '../../../../shared/rpc'
import type { MethodOutput } from '../../../../shared/rpc/contract'
import { attempt } from '../../../api/attempt'
import { useAwaitingStore } from '../../../store/backup/store'
import { useDraftsStore } from '../../../store/drafts/store'
import { usePreferencesStore } from '../../../store/preferences/store'
import { Button } from '../../../components/Button'
import { Dialog } from '../../../components/Dialog'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { ConflictChoice } from './ConflictChoice'
import { contentsText, plural } from '../../../../shared/backup/contentsText'
import { RestoreSummary } from './RestoreSummary'

type Inspected = MethodOutput<'backup.inspect'>
type Summary = MethodOutput<'backup.restore'>

const both = ['keep', 'replace', 'both'] as const
const single = ['keep', 'replace'] as const

/** The conflict kinds this backup has, with what to show for each. */
function kindsOf(inspected: Inspected) {
  const { conflicts: c } = inspected
  const kinds: { kind: keyof Choices; title: string; names: string[]; options: readonly Choice[] }[] = []
  if (c.drafts.length > 0)
    kinds.push({
      kind: 'drafts',
      title: `${plural(c.drafts.length, 'draft is', 'drafts are')} here already`,
      names: c.drafts.map((d) => d.name),
      options: both,
    })
  if (c.templates.length > 0)
    kinds.push({
      kind: 'templates',
      title: `${plural(c.templates.length, 'template is', 'templates are')} here already`,
      names: c.templates.map((t) => t.name),
      options: both,
    })
  if (c.webhooks.length > 0)
    kinds.push({
      kind: 'webhooks',
      title: `${plural(c.webhooks.length, 'webhook is', 'webhooks are')} in your library`,
      names: c.webhooks.map((w) => w.label),
      options: single,
    })
  if (c.history.length > 0)
    kinds.push({
      kind: 'history',
      title: `${plural(c.history.length, 'history entry is', 'history entries are')} here already`,
      names: [],
      options: single,
    })
  if (c.settings)
    kinds.push({
      kind: 'settings',
      title: 'Your settings differ from the backup’s',
      names: [],
      options: single,
    })
  return kinds
}

/** Restore: what the backup holds, each kind of conflict with a choice, then what was done. */
export function RestoreDialog({
  fileName,
  text,
  onClose,
}: {
  fileName: string
  text: string
  onClose(): void
}) {
  const [inspected, setInspected] = useState<Inspected>()
  const [error, setError] = useState<RpcErrorData>()
  const [choices, setChoices] = useState<Choices>({})
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState<Summary>()

  useEffect(() => {
    let live = true
    void attempt('backup.inspect', { text }).then((outcome) => {
      if (!live) return
      if (outcome.ok) setInspected(outcome.value)
      else setError(outcome.error)
    })
    return () => {
      live = false
    }
  }, [text])

  const kinds = inspected ? kindsOf(inspected) : []
  const answered = kinds.every((k) => choices[k.kind] !== undefined)

  const restore = async () => {
    setBusy(true)
    setError(undefined)
    // What is typed in the composer is on disk first, so "keep mine" keeps it.
    await useDraftsStore.getState().flush()
    const outcome = await attempt('backup.restore', { text, choices })
    setBusy(false)
    if (!outcome.ok) return setError(outcome.error)
    setSummary(outcome.value)
    // Restored preferences (the theme) and waiting webhooks show at once; drafts and history follow
    // their own change events.
    void useAwaitingStore.getState().load()
    void usePreferencesStore.getState().load()
    if (outcome.value.drafts.replaced > 0) void useDraftsStore.getState().reload()
  }

  return (
    <Dialog
      title={`Restore ${fileName}`}
      onClose={onClose}
      actions={
        summary || !inspected ? (
          <Button tone={summary ? 'primary' : 'secondary'} onClick={onClose}>
            {summary ? 'Done' : 'Close'}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button tone="primary" busy={busy} disabled={!answered || busy} onClick={() => void restore()}>
              Restore
            </Button>
          </>
        )
      }
    >
      {!inspected && !error && (
        <p className="loading" role="status">
          Reading the backup…
        </p>
      )}
      {summary && <RestoreSummary summary={summary} />}
      {inspected && !summary && (
        <div className="restore">
          <p>
            Made {new Date(inspected.createdAt).toLocaleString()} by Herald {inspected.appVersion}. It holds{' '}
            {contentsText(inspected.contents)}.
          </p>
          {kinds.length === 0 ? (
            <p className="field__hint">Nothing in it collides with what is here: everything is added.</p>
          ) : (
            <>
              <p className="field__hint">
                Choose for each kind; what does not collide is added. For webhooks, the backup holds names and
                settings only: the URLs you saved stay as they are.
              </p>
              {kinds.map((k) => (
                <ConflictChoice
                  key={k.kind}
                  kind={k.kind}
                  title={k.title}
                  names={k.names}
                  options={k.options}
                  value={choices[k.kind]}
                  onChange={(choice) => setChoices({ ...choices, [k.kind]: choice })}
                />
              ))}
            </>
          )}
          {inspected.contents.webhooks > 0 && (
            <p className="field__hint">
              Webhooks not in your library come back without their URL: they are listed under Webhooks, and
              nothing can be sent through them until you paste the URL again.
            </p>
          )}
        </div>
      )}
      {error && <ErrorNotice error={error} />}
    </Dialog>
  )
}
