import { chatMessages } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The person's conversations with the career assistant. */
export const chatMessagesData = ownedRows({
  key: 'chatMessages',
  table: chatMessages,
  owner: chatMessages.userId,
  fields: {
    text: chatMessages.text,
    isUser: chatMessages.isUser,
    language: chatMessages.language,
    type: chatMessages.type,
    createdAt: chatMessages.createdAt,
  },
  orderBy: [chatMessages.createdAt, chatMessages.id],
})
