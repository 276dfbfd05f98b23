import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
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

describe('createGracefulShutdown', () => {
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
