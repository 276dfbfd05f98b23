/**
 * A person's browser talking to the cluster through the proxy: its own loopback address (Linux routes
 * all of 127.0.0.0/8 to lo), so the proxy's X-Forwarded-For gives each person their own client address
 * and per-address limits count per person, as they do on the internet; its own keep-alive
 * connections; the Origin the site's own pages send. Every answer is timed and kept with the server
 * that gave it.
 */
import { Agent, request as sendRequest } from 'node:http'
import { BACKEND_HEADER, PROXY_ERROR_HEADER } from './proxy.ts'

export interface Answer {
  status: number
  /** The server that answered (its index), or null when the proxy found none. */
  backend: number | null
  /** 'cut' when the server died while answering, 'refused' when no server took the request. */
  proxyError: string | null
  setCookies: string[]
  location: string | null
  text: string
  ms: number
}

export interface Exchange {
  /** What the request was for (`sign-up`, `save` …), for the report. */
  kind: string
  answer: Answer
}

export interface Client {
  readonly address: string
  send(kind: string, method: string, path: string, options?: { json?: unknown; cookie?: string }): Promise<Answer>
  close(): void
}

/** The n-th person's loopback address in a run's block (`block` keeps runs' per-address counts apart). */
export function personAddress(block: number, index: number): string {
  return `127.${block}.${(index >> 8) & 255}.${(index & 255) + 1}`
}

export function createClient(options: { baseUrl: string; address: string; record: (exchange: Exchange) => void }): Client {
  const base = new URL(options.baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: options.address })
  return {
    address: options.address,
    async send(kind, method, path, { json, cookie } = {}) {
      const body = json === undefined ? null : Buffer.from(JSON.stringify(json))
      const headers: Record<string, string> = { origin: base.origin, accept: 'application/json' }
      if (body) {
        headers['content-type'] = 'application/json'
        headers['content-length'] = String(body.length)
      }
      if (cookie) headers.cookie = cookie
      const startedAt = performance.now()
      const answer = await new Promise<Answer>((resolve) => {
        const outgoing = sendRequest({ agent, host: base.hostname, port: base.port, method, path, headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', () => resolve(droppedAnswer(performance.now() - startedAt)))
          response.on('end', () => {
            const backend = response.headers[BACKEND_HEADER]
            const proxyError = response.headers[PROXY_ERROR_HEADER]
            resolve({
              status: response.statusCode ?? 0,
              backend: typeof backend === 'string' ? Number(backend) : null,
              proxyError: typeof proxyError === 'string' ? proxyError : null,
              setCookies: response.headers['set-cookie'] ?? [],
              location: response.headers.location ?? null,
              text: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - startedAt,
            })
          })
        })
        // The proxy drops the connection when the server died after it began to answer: a cut request too.
        outgoing.on('error', () => resolve(droppedAnswer(performance.now() - startedAt)))
        outgoing.end(body ?? undefined)
      })
      options.record({ kind, answer })
      return answer
    },
    close() {
      agent.destroy()
    },
  }
}

/** The answer's Set-Cookie lines, as a fetch Response carries them (for tests/support/cookie-jar.ts). */
export function asResponse(answer: Answer): Response {
  const headers = new Headers()
  for (const line of answer.setCookies) headers.append('set-cookie', line)
  return new Response(null, { status: 200, headers })
}

function droppedAnswer(ms: number): Answer {
  return { status: 0, backend: null, proxyError: 'cut', setCookies: [], location: null, text: '', ms }
}
