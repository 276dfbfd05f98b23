import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * MSG91's SendOTP API (v5) on 127.0.0.1 for tests of the MSG91 client: `POST /api/v5/otp` with the
 * `authkey` header and template_id, mobile (country code, no '+') and otp in the query. It checks
 * what MSG91 checks and answers as MSG91 does, with HTTP 200 and `{"type":"error","message":…}` for a
 * refused request, `{"type":"success","request_id":…}` for a sent code, and records every code it
 * sent. `answerNext` makes it answer the next requests as an overloaded API would (503, 429 …).
 */

export interface SentOtp {
  mobile: string
  otp: string
  templateId: string
  requestId: string
}

export interface Msg91StandIn {
  baseUrl: string
  authKey: string
  templateId: string
  sent: SentOtp[]
  /** Every request, including refused ones: path, query and whether the auth key matched. */
  requests: Array<{ method: string; path: string; query: Record<string, string>; hasValidAuthKey: boolean }>
  answerNext(answer: { status: number; body: string }, times?: number): void
  close(): Promise<void>
}

export async function startMsg91StandIn(options: { authKey?: string; templateId?: string } = {}): Promise<Msg91StandIn> {
  const authKey = options.authKey ?? 'stand-in-auth-key'
  const templateId = options.templateId ?? '64f0c0ffee0000000000otp1'
  const sent: SentOtp[] = []
  const requests: Msg91StandIn['requests'] = []
  const queuedAnswers: Array<{ status: number; body: string }> = []

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const query = Object.fromEntries(url.searchParams)
    const hasValidAuthKey = request.headers.authkey === authKey
    requests.push({ method: request.method ?? '', path: url.pathname, query, hasValidAuthKey })
    if (request.method !== 'POST' || url.pathname !== '/api/v5/otp') {
      answer(response, 404, { type: 'error', message: 'Not found' })
      return
    }
    const queued = queuedAnswers.shift()
    if (queued) {
      answer(response, queued.status, queued.body)
      return
    }
    if (!hasValidAuthKey) {
      answer(response, 200, { type: 'error', message: 'Invalid authkey', code: '201' })
      return
    }
    if (body !== '' && !isJsonObject(body)) {
      answer(response, 400, { type: 'error', message: 'Invalid JSON body' })
      return
    }
    if (query.template_id !== templateId) {
      answer(response, 200, { type: 'error', message: 'Invalid template id' })
      return
    }
    if (!query.mobile) {
      answer(response, 200, { type: 'error', message: 'Mobile no. not found' })
      return
    }
    if (!/^91[6-9]\d{9}$/.test(query.mobile)) {
      answer(response, 200, { type: 'error', message: 'Please Enter valid mobile no' })
      return
    }
    if (!query.otp || !/^\d{4,9}$/.test(query.otp)) {
      answer(response, 200, { type: 'error', message: 'invalid_otp_length' })
      return
    }
    const requestId = randomBytes(12).toString('hex')
    sent.push({ mobile: query.mobile, otp: query.otp, templateId: query.template_id, requestId })
    answer(response, 200, { type: 'success', request_id: requestId })
  }

  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => handle(request, response, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    authKey,
    templateId,
    sent,
    requests,
    answerNext(next, times = 1) {
      for (let index = 0; index < times; index += 1) queuedAnswers.push(next)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}
