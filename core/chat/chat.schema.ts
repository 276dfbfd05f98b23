import { z } from 'zod'
import { USE_ID_PATTERN } from '#core/plans/plans.ts'
import {
  CHAT_HISTORY_LIMIT,
  CHAT_LANGUAGE_CODES,
  CHAT_MESSAGE_TYPES,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_FILE_CONTENT_LENGTH,
  MAX_HISTORY_MESSAGE_LENGTH,
} from './chat.ts'

export const chatLanguageSchema = z.enum(CHAT_LANGUAGE_CODES)
export const chatMessageTypeSchema = z.enum(CHAT_MESSAGE_TYPES)

/** One earlier message of the conversation, as the browser holds it. */
export const chatHistoryItemSchema = z.object({
  text: z.string().max(MAX_HISTORY_MESSAGE_LENGTH),
  isUser: z.boolean(),
})

/** Spec 001 §7 ai-career-chat: message, language, chatHistory (the last 10 messages), fileContent. */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1)
    .max(MAX_CHAT_MESSAGE_LENGTH, { error: `At most ${MAX_CHAT_MESSAGE_LENGTH} characters` })
    .meta({ description: `The question, 1 to ${MAX_CHAT_MESSAGE_LENGTH} characters.`, example: 'python jobs in bangalore' }),
  language: chatLanguageSchema.default('en').meta({ description: 'The chat language chosen in the panel.' }),
  chatHistory: z
    .array(chatHistoryItemSchema)
    .max(CHAT_HISTORY_LIMIT)
    .default([])
    .meta({ description: `The last ${CHAT_HISTORY_LIMIT} messages, oldest first.` }),
  fileContent: z
    .string()
    .max(MAX_FILE_CONTENT_LENGTH)
    // A binary file read as text carries NUL characters; no resume's text does.
    .refine((text) => !text.includes('\u0000'), { error: 'Not a text file' })
    .optional()
    .meta({ description: `The text of an uploaded file (a resume), at most ${MAX_FILE_CONTENT_LENGTH} characters.` }),
  type: chatMessageTypeSchema.default('text'),
  messageId: z.string().regex(USE_ID_PATTERN, { error: "8 to 100 letters, digits, '-' or '_'" }).optional().meta({
    description:
      "The message's id, made in the browser. The message is counted here either way; the id lets the panel's increment-usage call after it (POST /api/usage/chatbot_messages/increment) name it, and that call then counts nothing more (decision 073).",
  }),
})
export type ChatRequestBody = z.infer<typeof chatRequestSchema>

/** The last event of a streamed reply: spec 001 §7's response and detectedLanguage. */
export const chatReplyDoneSchema = z.object({
  response: z.string(),
  detectedLanguage: chatLanguageSchema,
})
export type ChatReplyDone = z.infer<typeof chatReplyDoneSchema>

/** Spec 001 §3 "Chat message": id, text, isUser, timestamp, language, type. */
export const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  isUser: z.boolean(),
  timestamp: z.string(),
  language: chatLanguageSchema,
  type: chatMessageTypeSchema,
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatHistoryResponseSchema = z.object({ data: z.array(chatMessageSchema) })
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>
