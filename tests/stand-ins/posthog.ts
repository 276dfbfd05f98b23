import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * PostHog's capture API on 127.0.0.1 for tests of the PostHog sink: `POST /batch/` with a JSON body
 * `{ api_key, batch: [{ event, distinct_id | properties.distinct_id, properties, timestamp }] }`. It
 * checks what PostHog checks — the project key, a batch with an event name and a distinct id per
 * event — answering 401 for a wrong key and 400 for a malformed body as PostHog does, 200
 * `{"status":1}` otherwise, and records every accepted event.
 */

export interface CapturedEvent {
  event: string
  distinctId: string
  properties: Record<string, unknown>
  timestamp: string | null
}

export interface PostHogStandIn {
  host: string
  apiKey: string
  captured: CapturedEvent[]
  /** Every request: path and whether the key matched. */
  requests: Array<{ method: string; path: string; hasValidApiKey: boolean }>
  answerNext(status: number): void
  close(): Promise<void>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

function parseEvent(raw: unknown): CapturedEvent | null {
  if (!isRecord(raw) || typeof raw.event !== 'string' || raw.event === '') return null
  const properties = isRecord(raw.properties) ? raw.properties : {}
  const distinctId = typeof raw.distinct_id === 'string' ? raw.distinct_id : properties.distinct_id
  if (typeof distinctId !== 'string' || distinctId === '') return null
  return { event: raw.event, distinctId, properties, timestamp: typeof raw.timestamp === 'string' ? raw.timestamp : null }
}

export async function startPostHogStandIn(options: { apiKey?: string } = {}): Promise<PostHogStandIn> {
  const apiKey = options.apiKey ?? 'phc_standInProjectKey'
  const captured: CapturedEvent[] = []
  const requests: PostHogStandIn['requests'] = []
  const queuedStatuses: number[] = []

  const server = createServer((request, response) => {
    void (async () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname
      const text = await readBody(request)
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = null
      }
      const hasValidApiKey = isRecord(body) && body.api_key === apiKey
      requests.push({ method: request.method ?? '', path, hasValidApiKey })
      if (request.method !== 'POST' || path !== '/batch/') return answer(404, { type: 'invalid_request', detail: 'Not found' })
      const queued = queuedStatuses.shift()
      if (queued !== undefined) return answer(queued, { type: 'server_error', detail: 'stand-in told to fail' })
      if (!isRecord(body)) return answer(400, { type: 'validation_error', code: 'invalid_payload', detail: 'Malformed request data' })
      if (!hasValidApiKey) {
        return answer(401, { type: 'authentication_error', code: 'invalid_api_key', detail: 'Project API key invalid.' })
      }
      const batch = Array.isArray(body.batch) ? body.batch.map(parseEvent) : null
      if (batch === null || batch.length === 0 || batch.some((event) => event === null)) {
        return answer(400, { type: 'validation_error', code: 'invalid_payload', detail: 'Invalid payload' })
      }
      for (const event of batch) if (event) captured.push(event)
      answer(200, { status: 1 })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    host: `http://127.0.0.1:${port}`,
    apiKey,
    captured,
    requests,
    answerNext: (status) => queuedStatuses.push(status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
