/**
 * Reads the memory of another Node process through its inspector (started with
 * `--inspect=127.0.0.1:0`), so a benchmark can measure the server exactly as it runs in production:
 * no probe endpoint, no code of ours loaded into it. Only the HeapProfiler and Runtime commands below
 * are sent; the Debugger domain is never enabled, so the server's code runs at full speed.
 */
import { z } from 'zod'

/** Node prints this on stderr when its inspector listens. */
const LISTENING_PATTERN = /Debugger listening on (ws:\/\/\S+)/u
const COMMAND_TIMEOUT_MS = 60_000

/** The inspector's WebSocket address in a line of Node's stderr, or null for any other line. */
export function readInspectorUrl(line: string): string | null {
  return LISTENING_PATTERN.exec(line)?.[1] ?? null
}

const replySchema = z.object({
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ message: z.string() }).optional(),
})

const memorySchema = z.object({
  rss: z.number(),
  heapTotal: z.number(),
  heapUsed: z.number(),
  external: z.number(),
  arrayBuffers: z.number(),
  /** The most RSS the process has had since it started (its high-water mark), in bytes. */
  peakRss: z.number(),
  timers: z.number(),
})

const evaluateSchema = z.object({ result: z.object({ value: memorySchema }) })

/**
 * process.memoryUsage() right after a full garbage collection, the process's peak RSS so far
 * (process.resourceUsage().maxRSS, which counts the moments between readings too) and the timers
 * keeping the process alive.
 */
export type MemoryReading = z.infer<typeof memorySchema>

export interface InspectorSession {
  /** Forces a full garbage collection in the inspected process, then reads its memory. */
  readMemoryAfterGc: () => Promise<MemoryReading>
  close: () => void
}

export async function connectInspector(url: string): Promise<InspectorSession> {
  const socket = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`could not connect to the inspector at ${url}`)), { once: true })
  })
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 1
  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return
    // Events (no id) are not subscribed to; only replies arrive.
    const reply = replySchema.safeParse(JSON.parse(event.data))
    if (!reply.success) return
    const waiter = pending.get(reply.data.id)
    if (!waiter) return
    pending.delete(reply.data.id)
    if (reply.data.error) waiter.reject(new Error(`inspector: ${reply.data.error.message}`))
    else waiter.resolve(reply.data.result)
  })
  socket.addEventListener('close', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('the inspector connection closed'))
    pending.clear()
  })

  const send = (method: string, params: Record<string, unknown> = {}): Promise<unknown> => {
    const id = nextId
    nextId += 1
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error(`inspector: ${method} did not answer within ${COMMAND_TIMEOUT_MS / 1000} s`))
      }, COMMAND_TIMEOUT_MS)
      pending.set(id, {
        resolve: (result) => {
          clearTimeout(timer)
          resolve(result)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      socket.send(JSON.stringify({ id, method, params }))
    })
  }

  return {
    readMemoryAfterGc: async () => {
      // V8 collects everything unreachable here (a full, compacting collection), as --expose-gc's gc() would.
      await send('HeapProfiler.collectGarbage')
      const evaluated = await send('Runtime.evaluate', {
        // maxRSS is in kilobytes (KiB).
        expression:
          `({ ...process.memoryUsage(), peakRss: process.resourceUsage().maxRSS * 1024, ` +
          `timers: process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length })`,
        returnByValue: true,
      })
      return evaluateSchema.parse(evaluated).result.value
    },
    close: () => socket.close(),
  }
}
