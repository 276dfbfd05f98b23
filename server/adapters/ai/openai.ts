import { z } from 'zod'
import type { ErrorCode } from '#core/errors/codes.ts'
import type { ServiceHealth } from '#core/health.schema.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import { createVendorHttp, type VendorAnswer } from '#server/lib/vendor-http.ts'
import type { AiChat, ChatCompletion, ChatRequest, ChatStreamEvent, FinishReason, TokenUsage } from './port.ts'
import { readServerSentEvents } from './server-sent-events.ts'

export interface OpenAiCompatibleOptions {
  /**
   * AI_BASE_URL: the root `/chat/completions` and `/models` hang from: https://api.openai.com/v1,
   * https://RESOURCE.openai.azure.com/openai/v1, https://generativelanguage.googleapis.com/v1beta/openai,
   * http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM), or a stand-in in tests.
   */
  baseUrl: string
  /** AI_API_KEY, sent as `Authorization: Bearer …`; null for a server that takes none (Ollama, vLLM without --api-key). */
  apiKey: string | null
  /** AI_MODEL: the model every call names (gpt-4o-mini, gemini-2.5-flash, llama3.1 …). */
  model: string
  /** AI_TIMEOUT_MS: a call's longest wait, retries included; a stream's longest silence. */
  timeoutMs?: number
  /** The longest Retry-After of a 429 or 503 that a call waits out before trying again. */
  maxRetryWaitMs?: number
  /** The health report's clock (tests move it). */
  now?: () => number
}

const PROVIDER = 'openai'
const DEFAULT_TIMEOUT_MS = 30_000
/** A chat answer is text: a few hundred kB at most, even streamed piece by piece with its JSON around each. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024
/** What the last call (or probe) said about the service is reported for this long; after that, the models list is asked. */
export const AI_HEALTH_FRESH_MS = 60_000
/** Below the health check's own 5 s bound (server/features/health/service.ts). */
const PROBE_TIMEOUT_MS = 4_000

const usageSchema = z.object({ prompt_tokens: z.number(), completion_tokens: z.number() })
const completionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }), finish_reason: z.string().nullish() })).min(1),
  usage: usageSchema.nullish(),
})
const chunkSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() }))
    .nullish(),
  usage: usageSchema.nullish(),
  error: z.unknown().optional(),
})
const errorBodySchema = z.object({ error: z.object({ code: z.string().nullish(), type: z.string().nullish() }) })

/**
 * AI_PROVIDER=openai: the chat-completions protocol, which OpenAI, Azure OpenAI (v1 API), Gemini's
 * OpenAI-compatible endpoint, Ollama and vLLM all speak. `POST {base}/chat/completions` with
 * `{ model, messages, max_tokens?, temperature?, response_format?, stream? }` answers a `chat.completion`
 * object, or with `stream: true` server-sent events of `chat.completion.chunk` objects ending in
 * `data: [DONE]`. Refusals come as `{ error: { message, type, code } }` with their HTTP status; only
 * the status and the error's code are read, never its message (OpenAI's echoes part of the key).
 *
 * Calls go through server/lib/vendor-http.ts: a 429 or 5xx before the answer starts is tried again
 * (waiting as Retry-After says, within the time-out); a used-up quota (429 insufficient_quota), a
 * refused key, an unknown model or a refused request are not.
 */
export function createOpenAiCompatibleChat(options: OpenAiCompatibleOptions): AiChat {
  const root = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
  const completionsUrl = new URL('chat/completions', root)
  const modelsUrl = new URL('models', root)
  const now = options.now ?? Date.now
  const authorization: Record<string, string> = options.apiKey === null ? {} : { authorization: `Bearer ${options.apiKey}` }
  /** What each failure says of the service's health; a refusal of one request (HTTP 400) says nothing of it. */
  const healthOfFailure = new WeakMap<ProviderError, ServiceHealth | null>()

  const failure = (code: ErrorCode, reason: string, isRetryable: boolean, health: ServiceHealth | null) => {
    const error = new ProviderError({ provider: PROVIDER, code, reason, isRetryable })
    healthOfFailure.set(error, health)
    return error
  }

  function explainRefusal(answer: VendorAnswer): ProviderError | null {
    const { status } = answer
    const errorCode = readErrorCode(answer.json())
    if (status === 429 && errorCode === 'insufficient_quota') {
      return failure('API_QUOTA_EXCEEDED', "the account's quota or credit is used up (HTTP 429)", false, unavailable('quota used up'))
    }
    if (status === 401 || status === 403) {
      return failure('API_SERVICE_UNAVAILABLE', `the API refused AI_API_KEY (HTTP ${status})`, false, unavailable('key refused'))
    }
    if (status === 404) {
      return failure(
        'API_SERVICE_UNAVAILABLE',
        `the API has no model ${options.model} at AI_BASE_URL (HTTP 404)`,
        false,
        unavailable('model not found'),
      )
    }
    if (status === 429) return failure('API_RATE_LIMITED', 'the API answered HTTP 429', true, degraded('rate limited'))
    if (status >= 400 && status < 500 && status !== 408) {
      return failure('API_SERVICE_UNAVAILABLE', `the API refused the request (HTTP ${status})`, false, null)
    }
    return null
  }

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const http = createVendorHttp({
    provider: PROVIDER,
    timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    retries: 2,
    ...(options.maxRetryWaitMs === undefined ? {} : { maxRetryWaitMs: options.maxRetryWaitMs }),
    explainRefusal,
  })
  const probeHttp = createVendorHttp({ provider: PROVIDER, timeoutMs: PROBE_TIMEOUT_MS, explainRefusal })

  let lastSeen: { at: number; health: ServiceHealth } | null = null
  let probe: Promise<ServiceHealth> | null = null

  function note(health: ServiceHealth): void {
    lastSeen = { at: now(), health }
  }

  function noteFailure(error: unknown): void {
    if (!(error instanceof ProviderError)) return
    // Failures the helper named (no answer, a 5xx, a broken stream) are the service's.
    const health = healthOfFailure.has(error) ? healthOfFailure.get(error) : unavailable('no answer')
    if (health) note(health)
  }

  /** A call, with what its outcome says of the service noted for the health report. */
  async function tracked<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work()
      note(available(null))
      return result
    } catch (error) {
      noteFailure(error)
      throw error
    }
  }

  function body(request: ChatRequest, isStream: boolean): string {
    return JSON.stringify({
      model: options.model,
      messages: request.messages.map(({ role, content }) => ({ role, content })),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.format === 'json' ? { response_format: { type: 'json_object' } } : {}),
      ...(isStream ? { stream: true } : {}),
    })
  }

  function readCompletion(value: unknown): ChatCompletion {
    const parsed = completionSchema.safeParse(value)
    if (!parsed.success)
      throw failure('API_SERVICE_UNAVAILABLE', 'the API answered in an unknown form', true, unavailable('unknown answer'))
    const [choice] = parsed.data.choices
    return {
      text: choice?.message.content ?? '',
      finishReason: toFinishReason(choice?.finish_reason),
      model: parsed.data.model ?? options.model,
      usage: toUsage(parsed.data.usage),
    }
  }

  async function* readStream(events: AsyncIterable<string>): AsyncGenerator<ChatStreamEvent> {
    let finishReason: FinishReason | null = null
    let usage: TokenUsage | null = null
    let model = options.model
    let isDone = false
    try {
      for await (const data of events) {
        if (data === '[DONE]') {
          isDone = true
          break
        }
        const chunk = parseChunk(data)
        if (chunk === null)
          throw failure('API_SERVICE_UNAVAILABLE', 'the API sent a piece in an unknown form', true, unavailable('unknown answer'))
        if (chunk.error !== undefined) {
          throw failure(
            'API_SERVICE_UNAVAILABLE',
            'the API reported an error part-way through the answer',
            true,
            unavailable('answer failed'),
          )
        }
        if (chunk.model) model = chunk.model
        usage = toUsage(chunk.usage) ?? usage
        for (const choice of chunk.choices ?? []) {
          const text = choice.delta?.content
          if (text) yield { type: 'text', text }
          if (choice.finish_reason) finishReason = toFinishReason(choice.finish_reason)
        }
      }
      if (!isDone && finishReason === null) {
        throw failure('API_SERVICE_UNAVAILABLE', 'the answer broke off', true, unavailable('answer broke off'))
      }
    } catch (error) {
      noteFailure(error)
      throw error
    }
    note(available(null))
    yield { type: 'finish', finishReason: finishReason ?? 'stop', model, usage }
  }

  async function runProbe(): Promise<ServiceHealth> {
    const startedAt = performance.now()
    try {
      await probeHttp.request({ url: modelsUrl, headers: { ...authorization, accept: 'application/json' } })
      note(available(Math.round(performance.now() - startedAt)))
    } catch (error) {
      noteFailure(error)
      if (!(error instanceof ProviderError)) note(unavailable('check failed'))
    }
    return lastSeen?.health ?? unavailable('check failed')
  }

  return {
    provider: PROVIDER,

    complete(request, call = {}) {
      return tracked(async () => {
        const answer = await http.request({
          url: completionsUrl,
          method: 'POST',
          headers: { ...authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: body(request, false),
          ...call,
        })
        return readCompletion(answer.json())
      })
    },

    async stream(request, call = {}) {
      const opened = await tracked(() =>
        http.openStream({
          url: completionsUrl,
          method: 'POST',
          headers: { ...authorization, 'content-type': 'application/json', accept: 'text/event-stream' },
          body: body(request, true),
          ...call,
        }),
      )
      // A server that answers the whole completion at once despite `stream: true` is read as one piece.
      if (opened.headers.get('content-type')?.includes('application/json')) return readWhole(opened.body)
      return readStream(readServerSentEvents(opened.body))
    },

    registerOfflineResponder() {
      // Offline answers are the embedded default's (local.ts); a configured vendor answers every purpose.
    },

    checkHealth() {
      if (lastSeen !== null && now() - lastSeen.at < AI_HEALTH_FRESH_MS) return Promise.resolve(lastSeen.health)
      probe ??= runProbe().finally(() => {
        probe = null
      })
      return probe
    },
  }

  async function* readWhole(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
    const decoder = new TextDecoder()
    let text = ''
    for await (const chunk of bytes) text += decoder.decode(chunk, { stream: true })
    text += decoder.decode()
    const completion = readCompletion(parseJson(text))
    if (completion.text !== '') yield { type: 'text', text: completion.text }
    yield { type: 'finish', finishReason: completion.finishReason, model: completion.model, usage: completion.usage }
  }
}

function parseChunk(data: string): z.infer<typeof chunkSchema> | null {
  const parsed = chunkSchema.safeParse(parseJson(data))
  return parsed.success ? parsed.data : null
}

function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    return undefined
  }
}

/** The error's code (or type) in an error body; Gemini's compatible endpoint wraps the body in a list. */
function readErrorCode(body: unknown): string | null {
  const parsed = errorBodySchema.safeParse(Array.isArray(body) ? body[0] : body)
  if (!parsed.success) return null
  return parsed.data.error.code ?? parsed.data.error.type ?? null
}

function toFinishReason(reason: string | null | undefined): FinishReason {
  switch (reason) {
    case 'stop':
    case 'length':
      return reason
    case 'content_filter':
      return 'content-filter'
    default:
      return reason === null || reason === undefined ? 'stop' : 'other'
  }
}

function toUsage(usage: z.infer<typeof usageSchema> | null | undefined): TokenUsage | null {
  return usage ? { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } : null
}

function available(latencyMs: number | null): ServiceHealth {
  return { status: 'available', latency_ms: latencyMs, detail: null }
}

function degraded(detail: string): ServiceHealth {
  return { status: 'degraded', latency_ms: null, detail }
}

function unavailable(detail: string): ServiceHealth {
  return { status: 'unavailable', latency_ms: null, detail }
}
