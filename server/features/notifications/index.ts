export { createAccountMessages, greetingName, type AccountMessages } from './account-messages.ts'
export { enqueueMessage, type OutboxChannel, type OutboxMessage } from './outbox-repo.ts'
export { DISPATCHER_DEFAULTS, type DispatchReport, type OutboxDispatcher } from './dispatcher.ts'
export {
  createNotificationsService,
  MAILBOX_SIZE,
  type MessagingSettings,
  type NotificationsService,
  type NotificationsServiceDeps,
} from './service.ts'
