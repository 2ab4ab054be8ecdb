import { flushSync } from 'react-dom'
import { focusControl } from '../controlId'
import { useMessageSelection } from '../messages/selection'
import { collapseActions } from './collapseStore'
import type { SectionKey } from './sectionPaths'
import { sectionToggleId } from './sectionPaths'

// The outline's jumps: the form view first (the JSON view shows only Where it goes and Files), then the
// section or embed opens, rendered at once, and its header comes into view with the focus.

function showForm(section: SectionKey): void {
  const selection = useMessageSelection.getState()
  if (selection.view === 'json' && section !== 'target' && section !== 'files') {
    flushSync(() => selection.setView('form'))
  }
}

export function jumpToSection(index: number, section: SectionKey): void {
  showForm(section)
  flushSync(() => collapseActions.openSection(index, section))
  const toggle = document.getElementById(sectionToggleId(index, section))
  if (!toggle) return
  toggle.scrollIntoView({ block: 'start', behavior: 'instant' })
  toggle.focus({ preventScroll: true })
}

export function jumpToEmbed(index: number, embed: number): void {
  showForm('embeds')
  focusControl(index, `embeds[${embed}]`)
}
