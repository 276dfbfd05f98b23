import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The WhatsApp Cloud API (Graph API) on 127.0.0.1 for tests of the Cloud API client:
 * `POST /{version}/{phone-number-id}/messages` with a Bearer token. It checks what Meta checks (the
 * token, the number id, the version, the body's messaging_product and type, an approved template and
 * its parameter count, the 24-hour window for free-form text) and answers as Meta does: `{messages:
 * [{id:'wamid…'}]}` or an HTTP error with `{error:{message, type, code, fbtrace_id}}`. `answerNext`
 * makes it answer the next requests as an overloaded API would.
 */

export interface SentWhatsAppMessage {
  to: string
  type: 'template' | 'text'
  template?: { name: string; language: string; params: string[] }
  text?: string
  id: string
}

export interface WhatsAppCloudStandIn {
  baseUrl: string
  apiVersion: string
  accessToken: string
  phoneNumberId: string
  sent: SentWhatsAppMessage[]
  requests: Array<{ method: string; path: string; authorization: string | undefined }>
  /** Numbers that wrote to us in the last 24 hours (free-form text is accepted only to these). */
  openWindows: Set<string>
  answerNext(answer: { status: number; body: string; headers?: Record<string, string> }, times?: number): void
  close(): Promise<void>
}

/** The approved templates: name → number of body parameters. */
const APPROVED: Readonly<Record<string, number>> = { jobyatra_test_message: 0, jobyatra_daily_jobs: 2, jobyatra_announcement: 1 }

export async function startWhatsAppCloudStandIn(): Promise<WhatsAppCloudStandIn> {
  const accessToken = `EAAG${randomBytes(12).toString('hex')}`
  const phoneNumberId = '106540352242922'
  const apiVersion = 'v21.0'
  const sent: SentWhatsAppMessage[] = []
  const requests: WhatsAppCloudStandIn['requests'] = []
  const openWindows = new Set<string>()
  const queued: Array<{ status: number; body: string; headers?: Record<string, string> }> = []

  function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
  const graphError = (response: ServerResponse, status: number, code: number, message: string) =>
    answer(response, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } })

  function handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization })
    const next = queued.shift()
    if (next) return answer(response, next.status, next.body, next.headers)
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return graphError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token')
    }
    if (request.method !== 'POST' || url.pathname !== `/${apiVersion}/${phoneNumberId}/messages`) {
      return graphError(response, 400, 100, `Unsupported post request. Object with ID '${url.pathname}' does not exist`)
    }
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw) as Record<string, unknown>
    } catch {
      return graphError(response, 400, 100, 'Invalid parameter')
    }
    const to = typeof body.to === 'string' ? body.to : ''
    if (body.messaging_product !== 'whatsapp') return graphError(response, 400, 100, '(#100) The parameter messaging_product is required.')
    if (!/^[1-9]\d{7,14}$/.test(to)) return graphError(response, 400, 131026, `Message Undeliverable to ${to}`)
    const id = `wamid.${randomBytes(16).toString('base64url')}`
    if (body.type === 'template') {
      const template = body.template as {
        name?: string
        language?: { code?: string }
        components?: Array<{ parameters?: Array<{ text?: string }> }>
      }
      const expected = template.name === undefined ? undefined : APPROVED[template.name]
      if (expected === undefined) return graphError(response, 404, 132001, `(#132001) Template name does not exist in the translation`)
      const params = (template.components ?? []).flatMap((component) => component.parameters ?? []).map((parameter) => parameter.text ?? '')
      if (params.length !== expected) return graphError(response, 400, 132000, '(#132000) Number of parameters does not match')
      sent.push({ to, type: 'template', template: { name: template.name ?? '', language: template.language?.code ?? '', params }, id })
    } else if (body.type === 'text') {
      if (!openWindows.has(to)) return graphError(response, 400, 131047, 'Re-engagement message')
      const text = (body.text as { body?: string } | undefined)?.body ?? ''
      sent.push({ to, type: 'text', text, id })
    } else {
      return graphError(response, 400, 100, 'Invalid parameter')
    }
    return answer(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] })
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiVersion,
    accessToken,
    phoneNumberId,
    sent,
    requests,
    openWindows,
    answerNext(next, times = 1) {
      for (let index = 0; index < times; index += 1) queued.push(next)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
