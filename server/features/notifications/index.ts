export { enqueueMessage, type EnqueueOptions, type EnqueueResult } from './outbox.ts'
export { renderMessage, nameForMessage, type NewMessage, type RenderedMessage } from './templates.ts'
export type { TemplateName, TemplateParams } from './templates.schema.ts'
export type { AttachmentSource, MessageAttachments } from './attachments.ts'
export { DISPATCHER_DEFAULTS, runDispatchPass, type DispatchReport, type OutboxDispatcher } from './dispatcher.ts'
export { exportMessagesOf, eraseMessagesTo, type ExportedMessage } from './personal-data.ts'
export {
  createNotificationsService,
  MAILBOX_SIZE,
  type MessagingSettings,
  type NotificationsService,
  type NotificationsServiceDeps,
  type Outbox,
} from './service.ts'
