import type { WebhookView } from '@shared/rpc/areas/webhooks'
import { CopyUrlDialog } from './CopyUrlDialog'
import { RemoveWebhookDialog, RevokeWebhookDialog } from './DestructiveDialogs'
import type { RowDialog } from './WebhookRowActions'
import { WebhookSettingsDialog } from './WebhookSettingsDialog'

/** The one dialog a row has open. */
export function WebhookRowDialog({
  dialog,
  webhook,
  onClose,
}: {
  dialog: RowDialog
  webhook: WebhookView
  onClose(): void
}) {
  switch (dialog) {
    case 'copy':
      return <CopyUrlDialog webhook={webhook} onClose={onClose} />
    case 'settings':
      return <WebhookSettingsDialog webhook={webhook} onClose={onClose} />
    case 'remove':
      return <RemoveWebhookDialog webhook={webhook} onClose={onClose} />
    case 'revoke':
      return <RevokeWebhookDialog webhook={webhook} onClose={onClose} />
  }
}
