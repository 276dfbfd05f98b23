import { detectMessageLanguage, STORED_HISTORY_LIMIT, type ChatLanguageCode } from '#core/chat/chat.ts'
import type { ChatMessage, ChatRequestBody } from '#core/chat/chat.schema.ts'
import type { AiChat, ChatStreamEvent } from '#server/adapters/ai/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { CountedUse, UsageService, UsageSubject } from '#server/features/usage/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createKnowledgeRegistry, productHelpSource, type KnowledgeRegistry } from './knowledge.ts'
import { createOfflineAssistant, type JobFacts, type OfflineAssistant } from './offline-assistant.ts'
import { buildChatRequest, CHAT_PURPOSE, readChatRequest } from './prompt.ts'
import * as repo from './repo.ts'

/**
 * The longest the assistant waits for the model's next words (its first ones included) before the
 * spec's "AI Temporarily Unavailable" answers instead: under the 15 s the issue allows.
 */
export const CHAT_REPLY_TIMEOUT_MS = 12_000

/** One event of a streamed reply: a piece of text, then the whole reply with its detected language. */
export type ChatReplyEvent = { type: 'delta'; text: string } | { type: 'done'; response: string; detectedLanguage: ChatLanguageCode }

export interface ChatService {
  /** Where the blog, guides and help centre plug their articles in (decision 066). */
  readonly knowledge: KnowledgeRegistry
  readonly assistant: OfflineAssistant
  /**
   * Counts the message against the day's limit (spec 001 §6; throws GUEST_CHAT_LIMIT or
   * API_QUOTA_EXCEEDED past it), stores a signed-in person's question before anything can fail, and
   * resolves once the reply has begun; a model that fails or stays silent past CHAT_REPLY_TIMEOUT_MS
   * throws API_SERVICE_UNAVAILABLE (before or during the reply) and the message is not counted.
   */
  reply(input: {
    subject: UsageSubject
    userId: string | null
    body: ChatRequestBody
    signal: AbortSignal
    /** Called when the plan sets no daily limit (premium), to hold a script to a human pace; throws to refuse. */
    checkRate?: () => Promise<void>
  }): Promise<AsyncIterable<ChatReplyEvent>>
  readHistory(userId: string): Promise<ChatMessage[]>
  clearHistory(userId: string): Promise<void>
}

/** The offline reply in pieces of a few words, so it streams like a model's. */
function* inPieces(text: string): Generator<string> {
  const parts = text.split(/(?<=\s)/u)
  for (let index = 0; index < parts.length; index += 3) yield parts.slice(index, index + 3).join('')
}

export function createChatService(deps: {
  database: DatabaseHandle
  logger: Logger
  ai: AiChat
  usage: UsageService
  jobs: JobFacts
  /** CHAT_REPLY_TIMEOUT_MS unless said (tests). */
  replyTimeoutMs?: number
}): ChatService {
  const db = deps.database.db
  const knowledge = createKnowledgeRegistry([productHelpSource])
  const assistant = createOfflineAssistant({ jobs: deps.jobs, knowledge })

  // The embedded default answers from our own data; a configured model leaves this unused.
  deps.ai.registerOfflineResponder(CHAT_PURPOSE, async function* (request, { signal }) {
    const question = readChatRequest(request)
    const detected = detectMessageLanguage(question.message, question.language)
    const answer = await assistant.answer({
      message: question.message,
      language: detected === 'hi' ? 'hi' : 'en',
      fileContent: question.fileContent,
    })
    signal.throwIfAborted()
    yield* inPieces(answer.text)
  })

  async function store(userId: string | null, message: Omit<Parameters<typeof repo.insertMessage>[1], 'userId'>): Promise<void> {
    if (userId === null || message.text.trim() === '') return
    await repo.insertMessage(db, { userId, ...message })
  }

  function unavailable(cause: unknown): AppError {
    return new AppError('API_SERVICE_UNAVAILABLE', { detail: 'the career assistant could not answer', cause })
  }

  return {
    knowledge,
    assistant,
    async reply({ subject, userId, body, signal, checkRate }) {
      const use: CountedUse = await deps.usage.countUse(
        subject,
        'chatbot_messages',
        body.messageId === undefined ? {} : { key: body.messageId },
      )
      if (use.limit === null && checkRate) {
        try {
          await checkRate()
        } catch (error) {
          await deps.usage.refund(use)
          throw error
        }
      }
      const detectedLanguage = detectMessageLanguage(body.message, body.language)
      // The question is kept before the model is asked: a failure never loses it.
      await store(userId, { text: body.message, isUser: true, language: body.language, type: body.type })
      let stream: AsyncIterable<ChatStreamEvent>
      try {
        stream = await deps.ai.stream(buildChatRequest(body), { signal, timeoutMs: deps.replyTimeoutMs ?? CHAT_REPLY_TIMEOUT_MS })
      } catch (error) {
        await deps.usage.refund(use)
        if (signal.aborted) throw error
        deps.logger.warn({ err: error }, 'chat reply failed before it began')
        throw unavailable(error)
      }
      return (async function* () {
        let response = ''
        let isComplete = false
        try {
          for await (const event of stream) {
            if (event.type !== 'text') continue
            response += event.text
            yield { type: 'delta', text: event.text } satisfies ChatReplyEvent
          }
          isComplete = true
        } catch (error) {
          if (!signal.aborted) {
            await deps.usage.refund(use)
            deps.logger.warn({ err: error }, 'chat reply failed part-way')
            throw unavailable(error)
          }
        } finally {
          // A reply stopped by the person is kept as far as it went.
          await store(userId, { text: response, isUser: false, language: detectedLanguage, type: 'text' }).catch((error: unknown) =>
            deps.logger.error({ err: error }, 'chat reply not stored'),
          )
        }
        if (isComplete) yield { type: 'done', response, detectedLanguage } satisfies ChatReplyEvent
      })()
    },
    readHistory: (userId) => repo.readMessages(db, userId, STORED_HISTORY_LIMIT),
    async clearHistory(userId) {
      await repo.deleteMessages(db, userId)
    },
  }
}
