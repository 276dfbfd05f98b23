import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An OpenAI-compatible chat-completions API on 127.0.0.1 for tests of the AI client (the protocol
 * OpenAI, Azure OpenAI's v1 API, Gemini's OpenAI-compatible endpoint, Ollama and vLLM speak):
 *
 * - `POST {base}/chat/completions` answers `chat.completion` JSON, or with `"stream": true` server-sent
 *   events of `chat.completion.chunk` objects ending in `data: [DONE]` (a usage chunk first when
 *   `stream_options.include_usage` asks for one);
 * - `GET {base}/models` lists the models;
 * - it checks what OpenAI checks and refuses as OpenAI does, with `{"error":{message,type,param,code}}`:
 *   401 for a missing or wrong `Authorization: Bearer` key (the message echoes part of the key, as
 *   OpenAI's does, so a test can see it never travels further), 404 `model_not_found` for an unknown
 *   model, 400 for a malformed body, messages that are not a list of roles and text, out-of-range
 *   `max_tokens` or `temperature`, and `response_format: json_object` without the word JSON in the messages;
 * - `answerNext` makes it answer as a loaded or failing API would: 429 with Retry-After (rate limit) or
 *   `insufficient_quota`, any status, a slow start, a stream that stalls, breaks off or reports an
 *   error part-way.
 *
 * It records every request (path, whether the key matched, the parsed body) for the test to read back.
 */

export interface ChatCompletionsStandIn {
  /** The API root to configure as AI_BASE_URL (ends in /v1, as OpenAI's does). */
  baseUrl: string
  apiKey: string
  /** The one model it knows. */
  model: string
  requests: RecordedRequest[]
  /** Answers still being written (a stalled stream stays open until its client goes). */
  openAnswers(): number
  /** The next requests' answers, in order (each used once); unqueued requests get the normal answer. */
  answerNext(answer: ScriptedAnswer, times?: number): void
  close(): Promise<void>
}

export interface RecordedRequest {
  method: string
  path: string
  authorization: 'valid' | 'missing' | 'wrong'
  /** The JSON body as parsed; null when there was none or it was not JSON. */
  body: Record<string, unknown> | null
  at: number
}

export type ScriptedAnswer =
  | { status: 429; retryAfterSeconds?: number; code?: 'rate_limit_exceeded' | 'insufficient_quota' }
  | { status: number; body?: string }
  | { delayMs: number }
  | { text: string; finishReason?: 'stop' | 'length' | 'content_filter' }
  | { stream: 'stall' | 'break' | 'error'; afterPieces: number }

/** What the stand-in writes by default: the last user message, answered. */
export function standInReply(lastUserMessage: string): string {
  return `Namaste! You asked: ${lastUserMessage}`
}

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool'])

export async function startChatCompletionsStandIn(options: { apiKey?: string; model?: string } = {}): Promise<ChatCompletionsStandIn> {
  const apiKey = options.apiKey ?? 'sk-stand-in-0123456789abcdef'
  const model = options.model ?? 'stand-in-chat-1'
  const requests: RecordedRequest[] = []
  const queued: ScriptedAnswer[] = []
  const open = new Set<ServerResponse>()

  const server = createServer((request, response) => {
    open.add(response)
    response.on('close', () => open.delete(response))
    void handle(request, response)
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request)
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const body = parseObject(text)
    const authorization = readAuthorization(request.headers.authorization, apiKey)
    requests.push({ method: request.method ?? '', path: url.pathname, authorization, body, at: Date.now() })

    if (url.pathname === '/v1/models' && request.method === 'GET') {
      if (authorization !== 'valid') return refuseKey(response, request.headers.authorization)
      return sendJson(response, 200, {
        object: 'list',
        data: [{ id: model, object: 'model', created: 1_767_225_600, owned_by: 'stand-in' }],
      })
    }
    if (url.pathname !== '/v1/chat/completions' || request.method !== 'POST') {
      return sendError(response, 404, `Invalid URL (${request.method} ${url.pathname})`, 'invalid_request_error', null, null)
    }
    let script = queued.shift()
    if (script && 'delayMs' in script) {
      await new Promise((resolve) => setTimeout(resolve, script && 'delayMs' in script ? script.delayMs : 0))
      script = undefined
    }
    if (script && 'status' in script) return sendScriptedStatus(response, script)
    if (authorization !== 'valid') return refuseKey(response, request.headers.authorization)
    if (body === null) {
      return sendError(response, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null, null)
    }
    const problem = checkRequest(body, model)
    if (problem) return sendError(response, problem.status, problem.message, 'invalid_request_error', problem.param, problem.code)

    const reply = script && 'text' in script ? script.text : standInReply(lastUserText(body.messages))
    const finishReason = script && 'text' in script ? (script.finishReason ?? 'stop') : 'stop'
    const usage = { prompt_tokens: countTokens(JSON.stringify(body.messages)), completion_tokens: countTokens(reply) }
    const id = `chatcmpl-${randomBytes(8).toString('hex')}`
    const created = Math.floor(Date.now() / 1000)
    if (body.stream !== true) {
      return sendJson(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply, refusal: null }, logprobs: null, finish_reason: finishReason }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      })
    }
    const includeUsage = isObject(body.stream_options) && body.stream_options.include_usage === true
    const trouble = script && 'stream' in script ? script : null
    streamReply(response, { id, created, model, pieces: splitPieces(reply), finishReason, usage: includeUsage ? usage : null, trouble })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    apiKey,
    model,
    requests,
    openAnswers: () => open.size,
    answerNext(answer, times = 1) {
      for (let index = 0; index < times; index += 1) queued.push(answer)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface StreamPlan {
  id: string
  created: number
  model: string
  pieces: string[]
  finishReason: string
  usage: { prompt_tokens: number; completion_tokens: number } | null
  trouble: { stream: 'stall' | 'break' | 'error'; afterPieces: number } | null
}

/** Server-sent events as OpenAI writes them: a role chunk, one chunk per piece, a finish chunk, usage, [DONE]. */
function streamReply(response: ServerResponse, plan: StreamPlan): void {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: plan.id, object: 'chat.completion.chunk', created: plan.created, model: plan.model, choices, ...extra })}\n\n`
  const delta = (value: Record<string, unknown>, finishReason: string | null = null) => ({
    index: 0,
    delta: value,
    logprobs: null,
    finish_reason: finishReason,
  })
  const events = [chunk([delta({ role: 'assistant', content: '' })])]
  for (const piece of plan.pieces) events.push(chunk([delta({ content: piece })]))
  const ending = [chunk([delta({}, plan.finishReason)])]
  if (plan.usage) {
    const usage = { ...plan.usage, total_tokens: plan.usage.prompt_tokens + plan.usage.completion_tokens }
    ending.push(chunk([], { usage }))
  }
  ending.push('data: [DONE]\n\n')

  let index = 0
  const writeNext = () => {
    if (response.destroyed) return
    if (plan.trouble && index === plan.trouble.afterPieces + 1) {
      if (plan.trouble.stream === 'stall') return
      if (plan.trouble.stream === 'break') {
        response.socket?.destroy()
        return
      }
      const error = {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        param: null,
        code: null,
      }
      response.end(`data: ${JSON.stringify({ error })}\n\n`)
      return
    }
    const next = events[index] ?? ending[index - events.length]
    if (next === undefined) {
      response.end()
      return
    }
    index += 1
    // A comment line now and then, as proxies and some servers send to keep the connection open.
    response.write(index === 2 ? `: keep-alive\n\n${next}` : next)
    setTimeout(writeNext, 5)
  }
  writeNext()
}

function sendScriptedStatus(
  response: ServerResponse,
  script: { status: number; body?: string; retryAfterSeconds?: number; code?: string },
) {
  if (script.status === 429) {
    const isQuota = script.code === 'insufficient_quota'
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (script.retryAfterSeconds !== undefined) headers['retry-after'] = String(script.retryAfterSeconds)
    response.writeHead(429, headers)
    response.end(
      JSON.stringify({
        error: isQuota
          ? {
              message: 'You exceeded your current quota, please check your plan and billing details.',
              type: 'insufficient_quota',
              param: null,
              code: 'insufficient_quota',
            }
          : {
              message: 'Rate limit reached for requests. Limit: 3, Used: 3, Requested: 1. Please try again in 20s.',
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
      }),
    )
    return
  }
  response.writeHead(script.status, { 'content-type': script.body === undefined ? 'application/json' : 'text/html' })
  response.end(
    script.body ?? JSON.stringify({ error: { message: 'The server is overloaded.', type: 'server_error', param: null, code: null } }),
  )
}

function refuseKey(response: ServerResponse, header: string | undefined) {
  const given = header?.replace(/^Bearer\s+/i, '') ?? ''
  if (given === '') {
    return sendError(
      response,
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
      'invalid_request_error',
      null,
      null,
    )
  }
  // OpenAI echoes the key's ends: the client must never pass this body on.
  const shown = `${given.slice(0, 6)}****${given.slice(-4)}`
  return sendError(response, 401, `Incorrect API key provided: ${shown}.`, 'invalid_request_error', null, 'invalid_api_key')
}

function checkRequest(
  body: Record<string, unknown>,
  model: string,
): { status: number; message: string; param: string | null; code: string | null } | null {
  if (typeof body.model !== 'string' || body.model === '') {
    return { status: 400, message: 'you must provide a model parameter', param: null, code: null }
  }
  if (body.model !== model) {
    return {
      status: 404,
      message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
      param: null,
      code: 'model_not_found',
    }
  }
  const messages = body.messages
  if (!Array.isArray(messages) || messages.length === 0) {
    return { status: 400, message: "Invalid 'messages': expected a non-empty array.", param: 'messages', code: 'invalid_value' }
  }
  for (const [index, message] of messages.entries()) {
    if (!isObject(message) || typeof message.role !== 'string' || !ROLES.has(message.role) || typeof message.content !== 'string') {
      return { status: 400, message: `Invalid 'messages[${index}]'.`, param: `messages.[${index}]`, code: 'invalid_value' }
    }
  }
  if (body.max_tokens !== undefined && !(Number.isInteger(body.max_tokens) && Number(body.max_tokens) >= 1)) {
    return { status: 400, message: "Invalid 'max_tokens': expected an integer of at least 1.", param: 'max_tokens', code: 'invalid_value' }
  }
  if (body.temperature !== undefined && !(typeof body.temperature === 'number' && body.temperature >= 0 && body.temperature <= 2)) {
    return {
      status: 400,
      message: "Invalid 'temperature': expected a number from 0 to 2.",
      param: 'temperature',
      code: 'decimal_above_max_value',
    }
  }
  if (isObject(body.response_format) && body.response_format.type === 'json_object') {
    const mentionsJson = messages.some(
      (message) => isObject(message) && typeof message.content === 'string' && /json/i.test(message.content),
    )
    if (!mentionsJson) {
      return {
        status: 400,
        message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        param: 'messages',
        code: null,
      }
    }
  }
  return null
}

function sendError(response: ServerResponse, status: number, message: string, type: string, param: string | null, code: string | null) {
  sendJson(response, status, { error: { message, type, param, code } })
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function readAuthorization(header: string | undefined, apiKey: string): RecordedRequest['authorization'] {
  if (header === undefined || header.trim() === '') return 'missing'
  return header === `Bearer ${apiKey}` ? 'valid' : 'wrong'
}

function lastUserText(messages: unknown): string {
  const list: unknown[] = Array.isArray(messages) ? messages : []
  const last = list.findLast((message) => isObject(message) && message.role === 'user')
  return isObject(last) && typeof last.content === 'string' ? last.content : ''
}

/** Pieces as a model writes them: a word with the space after it. */
function splitPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? []
}

function countTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return isObject(value) ? value : null
  } catch {
    return null
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
