import { attempt } from '../../api/attempt'
import { useConfirmations } from './confirmations'

/** Reads confirmDestructive once per page (at start, so a delete right after start honours it). */
export function loadConfirmations(): void {
  if (useConfirmations.getState().phase !== 'idle') return
  useConfirmations.setState({ phase: 'loading' })
  void attempt('settings.get', {}).then((outcome) => {
    if (!outcome.ok) return useConfirmations.setState({ phase: 'idle' })
    useConfirmations.setState({
      phase: 'ready',
      confirmDestructive: outcome.value.settings.confirmDestructive,
    })
  })
}
