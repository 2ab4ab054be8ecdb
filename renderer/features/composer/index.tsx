import { ComposerForm } from './ComposerForm'
import { EditOutcome } from '../history/composerLink'
import { SendOutcome } from './SendOutcome'

/** The composer screen: write a message, send it through a webhook, see what Discord answered. */
export function Composer() {
  return (
    <div className="screen">
      <header className="screen__header">
        <h1>Composer</h1>
        <p className="screen__lede">Choose a saved webhook or paste a URL, write your message and send it.</p>
      </header>
      <div className="card">
        <ComposerForm />
      </div>
      <div className="outcome" aria-live="polite">
        <SendOutcome />
        <EditOutcome />
      </div>
    </div>
  )
}
