import type { ServiceHealth } from '#core/health.schema.ts'

/**
 * What the product needs from a language model: complete a chat, or stream one as it is written. The
 * resumes, AI assistant and mock-interview features share this one adapter (AI_PROVIDER): `openai.ts`
 * speaks the chat-completions protocol of OpenAI, Azure OpenAI, Gemini's OpenAI-compatible endpoint,
 * Ollama and vLLM; `local.ts`, the embedded default, answers each purpose with the offline responder a
 * feature registered for it.
 *
 * Failures are thrown as `ProviderError` (server/lib/provider-error.ts) with the catalogue's codes:
 * API_RATE_LIMITED while the service asks us to slow down (retryable), API_QUOTA_EXCEEDED when the
 * account's quota or credit is used up, API_SERVICE_UNAVAILABLE for everything else (no answer within
 * the time-out, an outage, a refused key, an unknown model, no offline responder for the purpose). The
 * spec's "AI Temporarily Unavailable" is how the assistant shows any of them. A cancelled call is not
 * a failure: it rejects with its AbortSignal's reason.
 */
export interface AiChat {
  /** Which adapter this is, for logs. */
  readonly provider: 'local' | 'openai'
  /** The whole answer, once it is written. */
  complete(request: ChatRequest, options?: ChatCallOptions): Promise<ChatCompletion>
  /**
   * The answer as it is written. Resolves once it has started, so a refusal, a rate limit or an outage
   * rejects here, before any text; then yields text pieces in order and one `finish` event last. A
   * failure part-way is thrown by the iteration; leaving the loop early cancels the call.
   */
  stream(request: ChatRequest, options?: ChatCallOptions): Promise<ChatStream>
  /**
   * Registers the offline answer of one purpose (a feature does this as it is composed). Only the
   * embedded default answers with it; a configured vendor keeps it unused, so a feature registers the
   * same way whatever AI_PROVIDER says. A purpose is registered once: a second registration throws.
   */
  registerOfflineResponder(purpose: string, responder: OfflineResponder): void
  /** The AI service's health for /api/health/ai, cheap enough to ask every 30 s. */
  checkHealth(): Promise<ServiceHealth>
}

export type ChatRole = 'system' | 'user' | 'assistant'

export interface ChatMessage {
  role: ChatRole
  content: string
}

export interface ChatRequest {
  /**
   * What the call is for, named 'feature:task' ('chat:reply', 'resumes:improve-summary'): the embedded
   * default answers with the responder registered for it, and logs name it.
   */
  purpose: string
  messages: readonly ChatMessage[]
  /** The longest answer, in tokens. */
  maxTokens?: number
  /** 0 to 2; lower answers are more predictable. */
  temperature?: number
  /** 'json' asks for one JSON object (the messages must ask for JSON too, as the providers require). */
  format?: 'text' | 'json'
}

export interface ChatCallOptions {
  /** Cancels the call; it then rejects with the signal's reason. */
  signal?: AbortSignal
  /** The longest the call may take (a stream: its longest silence), in place of AI_TIMEOUT_MS. */
  timeoutMs?: number
}

/** Why the answer ended: complete, cut at maxTokens, withheld by the provider's content filter, or another reason. */
export type FinishReason = 'stop' | 'length' | 'content-filter' | 'other'

export interface TokenUsage {
  inputTokens: number
  outputTokens: number
}

export interface ChatCompletion {
  text: string
  finishReason: FinishReason
  /** The model that answered, as the provider names it ('local' for the embedded default). */
  model: string
  /** Tokens counted by the provider; null when it did not say. */
  usage: TokenUsage | null
}

export type ChatStreamEvent = { type: 'text'; text: string } | ({ type: 'finish' } & Omit<ChatCompletion, 'text'>)

export type ChatStream = AsyncIterable<ChatStreamEvent>

/**
 * A feature's offline answer to one purpose: the whole text at once, or pieces as they are made. The
 * signal fires when the caller cancels or the time-out passes; a responder that cannot answer a request
 * throws a ProviderError (API_SERVICE_UNAVAILABLE), as a vendor would fail.
 */
export type OfflineResponder = (request: ChatRequest, context: { signal: AbortSignal }) => Promise<string> | AsyncIterable<string>
