/**
 * A round-robin HTTP load balancer on loopback (node:http), standing in for the one in front of a real
 * cluster of app servers: each request goes to the next server in turn, with the client's socket
 * address appended to X-Forwarded-For (the servers run with TRUST_PROXY=true and read the last entry,
 * server/lib/client-ip.ts). Like nginx's `proxy_next_upstream error`, a server that refuses the
 * connection is skipped for a few seconds and the request goes to the next one (nothing of it reached
 * the dead server); a server that dies while answering cuts its requests, which get 502, as a client
 * behind a real balancer would see. Every answer names the server that gave it in `x-cluster-backend`
 * (its index), so a run can tell which server served what.
 */
import { Agent, createServer, request as sendRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const BACKEND_HEADER = 'x-cluster-backend'
/** Set on a 502 the proxy made itself: `refused` (no server took the connection) or `cut` (the server died answering). */
export const PROXY_ERROR_HEADER = 'x-cluster-proxy-error'
/** How long a server that refused a connection is left out of the rotation. */
const DOWN_FOR_MS = 3_000
/** A request the proxy holds longer than this is cut (the servers answer far faster under any load this bench makes). */
const UPSTREAM_TIMEOUT_MS = 120_000
const CLIENT_IDLE_TIMEOUT_MS = 65_000

export interface ProxyBackend {
  /** `http://127.0.0.1:port` */
  url: string
}

export interface RoundRobinProxy {
  url: string
  /** Requests each server answered, by index. */
  answered: number[]
  /** Requests each server cut by dying mid-answer, by index. */
  cut: number[]
  /** Replaces the rotation (the same proxy in front of one server, then two). */
  setBackends(backends: readonly ProxyBackend[]): void
  close(): Promise<void>
}

interface Upstream {
  url: URL
  index: number
  downUntil: number
}

/** Listens on 127.0.0.1:`port` (0 picks a free one) in front of `backends`. */
export async function startRoundRobinProxy(options: { port: number; backends: readonly ProxyBackend[] }): Promise<RoundRobinProxy> {
  // A new connection per request to the servers, as nginx's default upstream does: a pooled one could be
  // reused just as the server closes it for idleness (5 s), which under load cuts requests no server died on.
  const agent = new Agent({ keepAlive: false, maxSockets: 64 })
  let upstreams: Upstream[] = []
  let next = 0
  const answered: number[] = []
  const cut: number[] = []

  function setBackends(backends: readonly ProxyBackend[]): void {
    upstreams = backends.map((backend, index) => ({ url: new URL(backend.url), index, downUntil: 0 }))
    for (const upstream of upstreams) {
      answered[upstream.index] ??= 0
      cut[upstream.index] ??= 0
    }
    next = 0
  }
  setBackends(options.backends)

  /** The next server in turn that is not resting after a refused connection (any, when all are). */
  function pickOrder(): Upstream[] {
    const start = next
    next = (next + 1) % Math.max(1, upstreams.length)
    const rotated = upstreams.map((_upstream, offset) => upstreams[(start + offset) % upstreams.length]).filter((u) => u !== undefined)
    const now = Date.now()
    return [...rotated.filter((u) => u.downUntil <= now), ...rotated.filter((u) => u.downUntil > now)]
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req)
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const headers: OutgoingHttpHeaders = { ...req.headers, 'x-forwarded-for': forwardedFor }
    for (const upstream of pickOrder()) {
      const outcome = await forward(upstream, req, headers, body, res)
      if (outcome === 'answered') {
        answered[upstream.index] = (answered[upstream.index] ?? 0) + 1
        return
      }
      if (outcome === 'cut') {
        cut[upstream.index] = (cut[upstream.index] ?? 0) + 1
        answerProxyError(res, 'cut', upstream.index)
        return
      }
      upstream.downUntil = Date.now() + DOWN_FOR_MS
    }
    answerProxyError(res, 'refused', null)
  }

  function forward(
    upstream: Upstream,
    req: IncomingMessage,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    res: ServerResponse,
  ): Promise<'answered' | 'refused' | 'cut'> {
    return new Promise((resolve) => {
      let hasConnected = false
      const outgoing = sendRequest(
        {
          agent,
          host: upstream.url.hostname,
          port: upstream.url.port,
          method: req.method,
          path: req.url,
          headers,
          timeout: UPSTREAM_TIMEOUT_MS,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [BACKEND_HEADER]: String(upstream.index) })
          answer.pipe(res)
          answer.on('error', () => {})
          // A server that dies mid-body leaves the answer incomplete: the client's connection is dropped too.
          answer.on('close', () => {
            if (answer.complete) {
              resolve('answered')
              return
            }
            res.destroy()
            resolve('cut')
          })
        },
      )
      outgoing.on('socket', (socket) => socket.once('connect', () => (hasConnected = true)))
      outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timed out')))
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (res.headersSent) return
        resolve(!hasConnected && error.code === 'ECONNREFUSED' ? 'refused' : 'cut')
      })
      outgoing.end(body)
    })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy())
  })
  // Clients' connections stay open while idle for longer than they wait between requests (a load balancer's 60 s).
  server.keepAliveTimeout = CLIENT_IDLE_TIMEOUT_MS
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    cut,
    setBackends,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      agent.destroy()
    },
  }
}

function answerProxyError(res: ServerResponse, kind: 'refused' | 'cut', index: number | null): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(502, {
    'content-type': 'text/plain; charset=utf-8',
    [PROXY_ERROR_HEADER]: kind,
    ...(index === null ? {} : { [BACKEND_HEADER]: String(index) }),
  })
  res.end(kind === 'cut' ? 'the server died while answering\n' : 'no server took the connection\n')
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks)
}
