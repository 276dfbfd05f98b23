import { defineEndpoints } from '#core/api/endpoint.ts'

/**
 * The AI career assistant (server/features/chat/routes.ts; decision 066): spec 001 §7 ai-career-chat
 * as a streamed reply, and a signed-in person's stored conversation.
 */
export const chatEndpoints = defineEndpoints(
  { base: '/chat', loadSchemas: () => import('./chat.schema.ts') },
  {
    reply: {
      method: 'POST',
      path: '/messages',
      answer: 'stream',
      // Ten earlier messages, a resume's text and the question, in Hindi's three bytes a character.
      bodyLimit: 320 * 1024,
      schemas: (s) => ({ body: s.chatRequestSchema }),
    },
    history: { method: 'GET', path: '/history', schemas: (s) => ({ response: s.chatHistoryResponseSchema }) },
    clear: { method: 'DELETE', path: '/history', status: 204 },
  },
)
