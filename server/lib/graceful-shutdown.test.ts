import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createGracefulShutdown } from './graceful-shutdown.ts'

const silent = pino({ level: 'silent' })
let server: Server | undefined

afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

function listenSlow(delayMs: number): Promise<{ server: Server; url: string }> {
  const slow = createServer((_req, res) => {
    setTimeout(() => res.end('finished'), delayMs)
  })
  server = slow
  return new Promise((resolve) => {
    slow.listen(0, '127.0.0.1', () => {
      const { port } = slow.address() as AddressInfo
      resolve({ server: slow, url: `http://127.0.0.1:${port}/` })
    })
  })
}

function listen(target: Server): Promise<number> {
  server = target
  return new Promise((resolve) => {
    target.listen(0, '127.0.0.1', () => {
      const { port } = target.address() as AddressInfo
      resolve(port)
    })
  })
}

interface Answer {
  status: number
  connection: string | undefined
}

/** One GET on the agent's connection; a failure (ECONNRESET …) rejects with the error's code. */
function get(agent: Agent, port: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/work', agent }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('createGracefulShutdown', () => {
  it('drains 16 busy keep-alive connections without a reset: every request sent is answered', async () => {
    // The same glue as server/main.ts: a Hono app served by @hono/node-server's listener.
    const app = new Hono().get('/work', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10))
      return c.text('done')
    })
    const target = createServer(getRequestListener(app.fetch))
    const port = await listen(target)
    const events: string[] = []
    const stop = createGracefulShutdown({
      server: target,
      logger: silent,
      // Not what this test is about: long enough that a loaded machine never reaches it.
      timeoutMs: 30_000,
      close: async () => {
        events.push('closed')
      },
      exit: (code) => events.push(`exit ${code}`),
    })

    let isStopRequested = false
    const failures: string[] = []
    // Each client keeps one keep-alive connection busy, request after request, until an answer says
    // the connection closes; a well-behaved client then opens its next one elsewhere.
    async function runClient(): Promise<{ sent: number; answered: number; answeredAfterStop: number }> {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      let sent = 0
      let answered = 0
      let answeredAfterStop = 0
      try {
        for (;;) {
          sent += 1
          const answer = await get(agent, port)
          answered += 1
          if (isStopRequested) answeredAfterStop += 1
          expect(answer.status).toBe(200)
          if (answer.connection === 'close') return { sent, answered, answeredAfterStop }
        }
      } catch (error) {
        failures.push(error instanceof Error && 'code' in error ? String(error.code) : String(error))
        return { sent, answered, answeredAfterStop }
      } finally {
        agent.destroy()
      }
    }

    const clients = Array.from({ length: 16 }, () => runClient())
    await new Promise((resolve) => setTimeout(resolve, 150))
    isStopRequested = true
    const stopped = stop('SIGTERM')
    const results = await Promise.all(clients)
    await stopped

    expect(failures).toEqual([])
    for (const result of results) {
      expect(result.answered).toBe(result.sent)
      expect(result.answeredAfterStop).toBeGreaterThan(0)
    }
    expect(events).toEqual(['closed', 'exit 0'])
  })

  it('answers a request on an idle keep-alive connection during the drain, and closes connections left idle', async () => {
    const app = new Hono().get('/work', (c) => c.text('done'))
    const target = createServer(getRequestListener(app.fetch))
    const port = await listen(target)
    const stop = createGracefulShutdown({
      server: target,
      logger: silent,
      timeoutMs: 5000,
      idleGraceMs: 300,
      close: async () => {},
      exit: () => {},
    })
    const returning = new Agent({ keepAlive: true, maxSockets: 1 })
    const leaving = new Agent({ keepAlive: true, maxSockets: 1 })
    // Both connections have had an answer and sit idle when the stop begins.
    expect((await get(returning, port)).connection).not.toBe('close')
    expect((await get(leaving, port)).connection).not.toBe('close')
    const startedAt = performance.now()
    const stopped = stop('SIGTERM')
    const answer = await get(returning, port)
    expect(answer).toEqual({ status: 200, connection: 'close' })
    // The other one is closed once idle for the grace, so the stop ends long before its time-out.
    await stopped
    expect(performance.now() - startedAt).toBeLessThan(2000)
    returning.destroy()
    leaving.destroy()
  })

  it('lets an in-flight request finish, refuses new ones, then closes the database and exits 0', async () => {
    const { server: slow, url } = await listenSlow(300)
    const events: string[] = []
    const stop = createGracefulShutdown({
      server: slow,
      logger: silent,
      timeoutMs: 5000,
      close: async () => {
        events.push('closed')
      },
      exit: (code) => events.push(`exit ${code}`),
    })
    const inFlight = fetch(url).then((response) => response.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = stop('SIGTERM')
    await expect(fetch(url)).rejects.toThrow()
    expect(await inFlight).toBe('finished')
    await stopped
    expect(events).toEqual(['closed', 'exit 0'])
  })

  it('closes connections that outlive the time-out', async () => {
    const { server: slow, url } = await listenSlow(10_000)
    const events: string[] = []
    const stop = createGracefulShutdown({
      server: slow,
      logger: silent,
      timeoutMs: 100,
      close: async () => {
        events.push('closed')
      },
      exit: (code) => events.push(`exit ${code}`),
    })
    const inFlight = fetch(url).then(
      () => 'answered',
      () => 'cut off',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    await stop('SIGTERM')
    expect(await inFlight).toBe('cut off')
    expect(events).toEqual(['closed', 'exit 0'])
  })
})
