import { and, desc, eq } from 'drizzle-orm'
import type { ChatLanguageCode, ChatMessageType } from '#core/chat/chat.ts'
import { isChatLanguageCode } from '#core/chat/chat.ts'
import type { ChatMessage } from '#core/chat/chat.schema.ts'
import type { Database } from '#server/db/client.ts'
import { chatMessages } from '#server/db/schema/index.ts'

function toMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
  const type: ChatMessageType = row.type === 'file' || row.type === 'quick-action' ? row.type : 'text'
  return {
    id: String(row.id),
    text: row.text,
    isUser: row.isUser,
    timestamp: row.createdAt.toISOString(),
    language: isChatLanguageCode(row.language) ? row.language : 'en',
    type,
  }
}

export async function insertMessage(
  db: Database,
  input: { userId: string; text: string; isUser: boolean; language: ChatLanguageCode; type: ChatMessageType },
): Promise<ChatMessage> {
  const [row] = await db.insert(chatMessages).values(input).returning()
  if (!row) throw new Error('chat message insert returned no row')
  return toMessage(row)
}

/** The newest `limit` messages, oldest first. */
export async function readMessages(db: Database, userId: string, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit)
  return rows.reverse().map(toMessage)
}

export async function deleteMessages(db: Database, userId: string): Promise<number> {
  const rows = await db.delete(chatMessages).where(eq(chatMessages.userId, userId)).returning({ id: chatMessages.id })
  return rows.length
}
