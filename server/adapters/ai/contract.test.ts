import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { standInReply, startChatCompletionsStandIn, type ChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'
import { AI_HEALTH_FRESH_MS, createOpenAiCompatibleChat, type OpenAiCompatibleOptions } from './openai.ts'
import type { ChatRequest, ChatStream } from './port.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'

/** The chat-completions client against the stand-in (tests/stand-ins/chat-completions.ts), which checks and answers as OpenAI does. */

let standIn: ChatCompletionsStandIn

beforeAll(async () => {
  standIn = await startChatCompletionsStandIn()
})

afterAll(async () => {
  await standIn.close()
})

beforeEach(() => {
  standIn.requests.length = 0
})

function createClient(options: Partial<OpenAiCompatibleOptions> = {}) {
  return createOpenAiCompatibleChat({
    baseUrl: standIn.baseUrl,
    apiKey: standIn.apiKey,
    model: standIn.model,
    timeoutMs: 5_000,
    ...options,
  })
}

const question: ChatRequest = {
  purpose: 'chat:reply',
  messages: [
    { role: 'system', content: 'You are a career assistant for job seekers in India.' },
    { role: 'user', content: 'How do I prepare for a data analyst interview?' },
  ],
}
const expectedReply = standInReply('How do I prepare for a data analyst interview?')

/** Reads a stream to its end: the text pieces, the finish event, and what the iteration threw. */
async function drain(stream: ChatStream) {
  const pieces: string[] = []
  let finish: unknown = null
  let thrown: unknown = null
  try {
    for await (const event of stream) {
      if (event.type === 'text') pieces.push(event.text)
      else finish = event
    }
  } catch (error) {
    thrown = error
  }
  return { pieces, finish, thrown }
}

describe('OpenAI-compatible chat client against the chat-completions stand-in', () => {
  it('completes a chat with the key, the model and the parameters, and answers the text, finish reason and usage', async () => {
    const answer = await createClient().complete({ ...question, maxTokens: 400, temperature: 0.3 })
    expect(answer).toEqual({
      text: expectedReply,
      finishReason: 'stop',
      model: standIn.model,
      usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) },
    })
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        authorization: 'valid',
        body: { model: standIn.model, messages: question.messages, max_tokens: 400, temperature: 0.3 },
        at: expect.any(Number),
      },
    ])
  })

  it('streams the answer piece by piece through server-sent events, then how it ended', async () => {
    const { pieces, finish, thrown } = await drain(await createClient().stream(question))
    expect(thrown).toBeNull()
    expect(pieces.length).toBeGreaterThan(3)
    expect(pieces.join('')).toBe(expectedReply)
    expect(finish).toEqual({ type: 'finish', finishReason: 'stop', model: standIn.model, usage: null })
    expect(standIn.requests[0]?.body).toMatchObject({ stream: true })
  })

  it('asks for a JSON object, and maps the API refusing the request to a permanent error in our words', async () => {
    const asJson = { ...question, format: 'json' as const }
    const refused = await providerErrorOf(createClient().complete(asJson))
    expect(refused).toMatchObject({
      code: 'API_SERVICE_UNAVAILABLE',
      isRetryable: false,
      message: 'openai: the API refused the request (HTTP 400)',
    })
    const messages = [...question.messages, { role: 'user' as const, content: 'Answer in JSON with a "steps" list.' }]
    await createClient().complete({ ...asJson, messages })
    expect(standIn.requests.map((request) => request.body?.response_format)).toEqual([{ type: 'json_object' }, { type: 'json_object' }])
  })

  it('reads the finish reasons of an answer cut at max_tokens and of one withheld by a content filter', async () => {
    standIn.answerNext({ text: 'Start with SQL and', finishReason: 'length' })
    expect(await createClient().complete(question)).toMatchObject({ text: 'Start with SQL and', finishReason: 'length' })
    standIn.answerNext({ text: '', finishReason: 'content_filter' })
    const { finish } = await drain(await createClient().stream(question))
    expect(finish).toMatchObject({ finishReason: 'content-filter' })
  })

  it('maps a refused key to a permanent error that carries none of the answer, before any text of a stream', async () => {
    const client = createClient({ apiKey: 'sk-wrong-9876543210' })
    const refused = await providerErrorOf(client.complete(question))
    expect(refused).toMatchObject({
      code: 'API_SERVICE_UNAVAILABLE',
      isRetryable: false,
      message: 'openai: the API refused AI_API_KEY (HTTP 401)',
    })
    expect(JSON.stringify({ ...refused, message: refused.message })).not.toMatch(/Incorrect|sk-wro|3210/)
    expect(await providerErrorOf(client.stream(question))).toMatchObject({ message: 'openai: the API refused AI_API_KEY (HTTP 401)' })
    expect(standIn.requests.map((request) => request.authorization)).toEqual(['wrong', 'wrong'])
  })

  it('sends no Authorization header without a key (a local Ollama or vLLM)', async () => {
    await providerErrorOf(createClient({ apiKey: null }).complete(question))
    expect(standIn.requests[0]?.authorization).toBe('missing')
  })

  it('names an unknown model', async () => {
    const refused = await providerErrorOf(createClient({ model: 'gpt-unknown' }).complete(question))
    expect(refused).toMatchObject({ isRetryable: false, message: 'openai: the API has no model gpt-unknown at AI_BASE_URL (HTTP 404)' })
  })

  it('waits out a short Retry-After of a 429 and tries again', async () => {
    standIn.answerNext({ status: 429, retryAfterSeconds: 1 })
    expect((await createClient().complete(question)).text).toBe(expectedReply)
    const [first, second] = standIn.requests
    expect(standIn.requests).toHaveLength(2)
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(980)
  })

  it('fails at once as rate limited when the Retry-After is longer than it waits', async () => {
    standIn.answerNext({ status: 429, retryAfterSeconds: 120 })
    const limited = await providerErrorOf(createClient().stream(question))
    expect(limited).toMatchObject({ code: 'API_RATE_LIMITED', isRetryable: true, message: 'openai: the API answered HTTP 429' })
    expect(standIn.requests).toHaveLength(1)
  })

  it('does not try again when the 429 says the quota is used up', async () => {
    standIn.answerNext({ status: 429, code: 'insufficient_quota' })
    const spent = await providerErrorOf(createClient().complete(question))
    expect(spent).toMatchObject({ code: 'API_QUOTA_EXCEEDED', isRetryable: false })
    expect(standIn.requests).toHaveLength(1)
  })

  it('tries a 5xx again with back-off, and gives up with a retryable error when the next wait is too long', async () => {
    standIn.answerNext({ status: 503, body: '<html>upstream connect error</html>' })
    expect((await createClient().complete(question)).text).toBe(expectedReply)
    expect(standIn.requests).toHaveLength(2)

    standIn.requests.length = 0
    standIn.answerNext({ status: 500 }, 2)
    const failed = await providerErrorOf(createClient({ maxRetryWaitMs: 1_500 }).complete(question))
    expect(failed).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: true, message: 'openai: the API answered HTTP 500' })
    // Waited 1 s before the second try; the third would wait 2 s, past the 1.5 s it may.
    expect(standIn.requests).toHaveLength(2)
  })

  it('fails a call with no answer within its time-out as retryable, without a retry past it', async () => {
    standIn.answerNext({ delayMs: 1_500 })
    const slow = await providerErrorOf(createClient().complete(question, { timeoutMs: 300 }))
    expect(slow).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: true, message: 'openai: no answer within 300 ms' })
    expect(standIn.requests).toHaveLength(1)
  })

  it('ends a stream that falls silent for its time-out, after the pieces that came', async () => {
    standIn.answerNext({ stream: 'stall', afterPieces: 2 })
    const { pieces, thrown } = await drain(await createClient({ timeoutMs: 400 }).stream(question))
    expect(pieces).toHaveLength(2)
    expect(thrown).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: true, message: 'openai: no answer within 400 ms' })
  })

  it('reports a stream that breaks off, and one whose server reports an error part-way', async () => {
    standIn.answerNext({ stream: 'break', afterPieces: 1 })
    const broken = await drain(await createClient().stream(question))
    expect(broken.pieces).toHaveLength(1)
    expect(broken.thrown).toMatchObject({ isRetryable: true, message: 'openai: the answer broke off' })

    standIn.answerNext({ stream: 'error', afterPieces: 2 })
    const failed = await drain(await createClient().stream(question))
    expect(failed.pieces).toHaveLength(2)
    expect(failed.thrown).toMatchObject({ message: 'openai: the API reported an error part-way through the answer' })
    expect(JSON.stringify(failed.thrown)).not.toContain('Sorry about that')
  })

  it('cancels: a call rejects with the signal’s reason, and leaving a stream early closes it', async () => {
    standIn.answerNext({ delayMs: 2_000 })
    const controller = new AbortController()
    const reason = new Error('the person closed the chat')
    setTimeout(() => controller.abort(reason), 100)
    const started = Date.now()
    await expect(createClient().complete(question, { signal: controller.signal })).rejects.toBe(reason)
    expect(Date.now() - started).toBeLessThan(1_000)

    standIn.answerNext({ stream: 'stall', afterPieces: 1 })
    const stream = await createClient().stream(question)
    for await (const event of stream) {
      expect(event).toEqual({ type: 'text', text: expect.any(String) })
      break
    }
    await vi.waitFor(() => expect(standIn.openAnswers()).toBe(0))
  })

  it('maps an API it cannot reach to a retryable error', async () => {
    const closed = await startChatCompletionsStandIn()
    await closed.close()
    const unreachable = await providerErrorOf(createClient({ baseUrl: closed.baseUrl, timeoutMs: 1_500 }).complete(question))
    expect(unreachable).toMatchObject({ code: 'API_SERVICE_UNAVAILABLE', isRetryable: true, message: 'openai: could not reach the API' })
  })

  it('reports health from the last call, or else from one models list a minute, shared by every caller', async () => {
    let clock = Date.parse('2026-11-24T06:30:00Z')
    const client = createClient({ now: () => clock })
    const [first, second] = await Promise.all([client.checkHealth(), client.checkHealth()])
    expect(first).toEqual({ status: 'available', latency_ms: expect.any(Number), detail: null })
    expect(second).toEqual(first)
    expect(standIn.requests.map((request) => `${request.method} ${request.path} ${request.authorization}`)).toEqual([
      'GET /v1/models valid',
    ])

    standIn.answerNext({ status: 429, retryAfterSeconds: 60 })
    await providerErrorOf(client.complete(question))
    expect(await client.checkHealth()).toEqual({ status: 'degraded', latency_ms: null, detail: 'rate limited' })
    // A request the API refused as malformed says nothing of the service.
    await providerErrorOf(client.complete({ ...question, temperature: 3 }))
    expect(await client.checkHealth()).toMatchObject({ status: 'degraded' })
    expect(standIn.requests).toHaveLength(3)

    clock += AI_HEALTH_FRESH_MS
    expect(await client.checkHealth()).toMatchObject({ status: 'available' })
    expect(standIn.requests.at(-1)?.path).toBe('/v1/models')

    const refused = createClient({ apiKey: 'sk-revoked-000', now: () => clock })
    expect(await refused.checkHealth()).toEqual({ status: 'unavailable', latency_ms: null, detail: 'key refused' })
  })
})
