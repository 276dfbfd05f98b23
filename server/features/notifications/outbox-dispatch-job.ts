import type { JobContext } from '#server/jobs/job-definition.ts'
import type { NotificationsService } from './service.ts'

/** Delivers every message due now; a stopping server's abort ends the pass after the batch in hand. */
export default async function dispatchOutbox(
  _data: null,
  { services, signal }: JobContext<{ notifications: Pick<NotificationsService, 'dispatcher'> }>,
): Promise<void> {
  await services.notifications.dispatcher.runOnce(signal)
}
