import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { CHAT_HISTORY_LIMIT, MAX_CHAT_MESSAGE_LENGTH } from '#core/chat/chat.ts'
import { chatEndpoints } from '#core/chat/chat.endpoints.ts'
import * as chatSchemas from '#core/chat/chat.schema.ts'
import { optionalViewerAccess, signedInAccess, type AuthService, type OptionalViewerEnv } from '#server/features/auth/index.ts'
import type { UsageSubject } from '#server/features/usage/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { renderError } from '#server/lib/error-handler.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import { CHAT_REPLY_TIMEOUT_MS, type ChatService } from './service.ts'

/** Messages a premium user (no daily limit) may send a minute: far above typing speed, far below a script. */
export const CHAT_RATE: RateRule = { limit: 20, windowMs: 60_000 }

/** /api/chat, mounted by server/services.ts: spec 001 §7 ai-career-chat, streamed, and a signed-in person's stored chat. */
export function createChatRoutes(deps: { auth: AuthService; chat: ChatService; visitorIds: VisitorIds; rateLimiter: RateLimiter }) {
  const router = createApiRouter()
  const tags = ['AI career assistant']

  async function subjectOf(c: Context<OptionalViewerEnv>): Promise<UsageSubject> {
    const viewer = c.get('viewer')
    if (viewer) return { kind: 'user', userId: viewer.userId }
    return { kind: 'visitor', visitorId: await deps.visitorIds.readOrIssue(c, c.get('clientIp')) }
  }

  const replyRoute = apiRoute(chatEndpoints.reply, chatSchemas, {
    access: optionalViewerAccess(deps.auth),
    tags,
    summary: 'Ask the career assistant',
    description: `Spec 001 §7 ai-career-chat: message (1 to ${MAX_CHAT_MESSAGE_LENGTH} characters), language, chatHistory (the last ${CHAT_HISTORY_LIMIT} messages) and optional fileContent (an uploaded file's text). Answers server-sent events: \`delta\` events with \`{ text }\` as the reply is written, then one \`done\` event with \`{ response, detectedLanguage }\`; a failure part-way is an \`error\` event carrying the error shape. Each message counts against the day's chat limit (guests 3, free users 10, premium none; India time), counted here atomically, so parallel sends cannot pass it. When the model fails or is silent for ${CHAT_REPLY_TIMEOUT_MS / 1000} s the answer is API_SERVICE_UNAVAILABLE and the message is not counted. A signed-in person's question and reply are stored (GET /api/chat/history). A guest's first message sets the visitor cookie.`,
    answer: 'The reply, as server-sent events',
    errors: {
      429: "Today's chat limit is reached (GUEST_CHAT_LIMIT for a guest, API_QUOTA_EXCEEDED for a free user) or messages are sent too fast (API_RATE_LIMITED)",
      502: 'The assistant could not answer (API_SERVICE_UNAVAILABLE): the spec\'s "AI Temporarily Unavailable"',
    },
  })
  router.openapi(replyRoute, async (c) => {
    const subject = await subjectOf(c)
    const cancel = new AbortController()
    c.req.raw.signal.addEventListener('abort', () => cancel.abort(c.req.raw.signal.reason), { once: true })
    const events = await deps.chat.reply({
      subject,
      userId: subject.kind === 'user' ? subject.userId : null,
      body: c.req.valid('json'),
      signal: cancel.signal,
      // Only where no daily limit caps the chat (premium): a script could otherwise send without end.
      checkRate: async () => {
        if (subject.kind !== 'user') return
        const limited = await deps.rateLimiter.hit('chat-message', `user:${subject.userId}`, CHAT_RATE)
        if (!limited) return
        c.header('Retry-After', String(limited.retryAfterSeconds))
        throw new AppError('API_RATE_LIMITED', { detail: `chat over ${CHAT_RATE.limit} a minute` })
      },
    })
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => cancel.abort(new DOMException('The reader left', 'AbortError')))
      try {
        for await (const event of events) {
          if (event.type === 'delta') await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: event.text }) })
          else
            await stream.writeSSE({
              event: 'done',
              data: JSON.stringify({ response: event.response, detectedLanguage: event.detectedLanguage }),
            })
        }
      } catch (error) {
        if (cancel.signal.aborted) return
        const { body } = renderError(error instanceof Error ? error : new Error(String(error)), c.get('logger'))
        await stream.writeSSE({ event: 'error', data: JSON.stringify(body) })
      }
    })
  })

  const signedIn = signedInAccess(deps.auth)
  const historyRoute = apiRoute(chatEndpoints.history, chatSchemas, {
    access: signedIn,
    tags,
    summary: 'Your chat with the assistant',
    description: 'Your newest 100 messages with the assistant, oldest first: the same conversation on every device you sign in on.',
    answer: 'The messages',
  })
  router.openapi(historyRoute, async (c) => c.json({ data: await deps.chat.readHistory(c.get('viewer').userId) }, 200))

  const clearRoute = apiRoute(chatEndpoints.clear, chatSchemas, {
    access: signedIn,
    tags,
    summary: 'Clear your chat',
    description:
      'Deletes every stored message of your chat with the assistant (the panel asks "Clear chat history? This cannot be undone." first).',
    answer: 'Cleared',
  })
  router.openapi(clearRoute, async (c) => {
    await deps.chat.clearHistory(c.get('viewer').userId)
    return c.body(null, 204)
  })

  return router
}
