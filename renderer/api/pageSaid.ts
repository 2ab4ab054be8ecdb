import { said } from '@shared/rpc/errors'

/**
 * The page's own sentences about its connection and its files: a message id beside the English, so the
 * notices that show them (through saidText) say them in the page's language.
 */
export const pageSaid = {
  notConnected: () => said('last.page.notConnected', 'This page is not connected to Herald.'),
  disconnected: () =>
    said(
      'last.page.disconnected',
      'This page is no longer connected to Herald. Open it again from the link Herald printed.',
    ),
  failed: () => said('last.page.failed', 'Something went wrong in the page.'),
  fileNotAttached: () => said('last.page.fileNotAttached', 'The file was not attached.'),
  noAnswer: () =>
    said(
      'service.rpc.noAnswer',
      "Herald's background service did not answer. Restart the app if this keeps happening.",
    ),
  notStaged: () => said('service.staging.notStaged', 'This file is no longer staged; attach it again.'),
}
