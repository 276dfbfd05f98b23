export { createAccountMessages, greetingName, type AccountMessages } from './account-messages.ts'
export { enqueueMessage, type OutboxChannel, type OutboxMessage } from './outbox-repo.ts'
