import { Button } from '@renderer/components/Button'
import { useT } from '@renderer/i18n/store'
import { useDraftsStore } from '@renderer/store/drafts/store'
import { AddTarget } from './AddTarget'
import { TargetCard } from './TargetCard'
import { ThreadSection } from './ThreadSection'
import { targetControlId } from './targetIds'
import { useTargetThread } from './threadBinding'
import { removeTarget } from './targets'
import type { TargetView } from './useTargetViews'
import { useTargetViews } from './useTargetViews'

/**
 * Several targets: each card is one channel that gets every message, with its own thread and Remove.
 * Only the targets listed here receive anything; a target that cannot be sent to says why on its card.
 */
export function TargetList({ index }: { index: number }) {
  const t = useT()
  const views = useTargetViews()
  const count = useDraftsStore((state) => state.draft?.messages.length ?? 0)
  return (
    <>
      <p className="target-multi__note">{t('composer.target.list.note', { targets: views.length, count })}</p>
      <ol className="target-multi" aria-label={t('composer.target.list.label')}>
        {views.map((view, at) => (
          <TargetRow key={view.target.webhookId} view={view} target={at} message={index} />
        ))}
      </ol>
      <AddTarget id={targetControlId(index, views.length, 'add')} startOpen />
    </>
  )
}

type RowProps = { view: TargetView; target: number; message: number }

function TargetRow({ view, target, message }: RowProps) {
  const t = useT()
  const binding = useTargetThread(target, message)
  const { destination, readiness, forum, channel } = view
  const located = destination.kind === 'none' ? undefined : destination.located
  const number = target + 1
  const name = located
    ? t('composer.target.list.named', { webhook: located.webhook.label, channel: located.channelName })
    : t('composer.send.ledger.webhookId', { id: view.target.webhookId })
  const remove = () => useDraftsStore.getState().apply((draft) => removeTarget(draft, target))
  return (
    <li className="target-multi__item" id={targetControlId(message, target, 'webhook')} tabIndex={-1}>
      <TargetCard
        destination={destination}
        thread={binding}
        isForum={forum.isForum}
        blocked={readiness.ok ? undefined : readiness.reason}
        label={t('composer.send.targets.targetNumber', { number })}
        actions={
          <Button
            tone="ghost"
            onClick={remove}
            aria-label={t('composer.target.list.removeLabel', { number, name })}
          >
            {t('composer.target.list.remove')}
          </Button>
        }
      />
      {destination.kind !== 'none' && destination.send && (
        <ThreadSection
          binding={binding}
          isForum={forum.isForum}
          channel={channel}
          legend={t('composer.target.list.threadFor', { number })}
        />
      )}
    </li>
  )
}
