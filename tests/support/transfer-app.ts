import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { OpenAPIHono } from '@hono/zod-openapi'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { handleError } from '#server/lib/error-handler.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { transferEndpoints } from './transfer.endpoints.ts'
import * as transferSchemas from './transfer.schema.ts'

/**
 * A real server for the browser's upload and stream helpers: tests/support/transfer.endpoints.ts
 * served through the same route helper as every feature (server/lib/api-route.ts), on 127.0.0.1.
 * What it saw is readable back; `extraRoutes` lets a test serve a page and its script beside it.
 */

export interface TransferServer {
  origin: string
  /** How many uploads reached the handler. */
  uploads: number
  /** How many streamed replies were cancelled by the client before they ended. */
  cancelledReplies: number
  /** Lets the 'text' reply send its second half (it waits for this, so a test sees the first half arrive alone). */
  releaseText(): void
  close(): Promise<void>
}

const encoder = new TextEncoder()

export async function startTransferServer(extraRoutes?: (app: OpenAPIHono<AppEnv>) => void): Promise<TransferServer> {
  /** The releases of the 'text' replies waiting for their second half, oldest first. */
  const waitingTexts: Array<() => void> = []
  const state = { uploads: 0, cancelledReplies: 0 }

  const router = createApiRouter()
  const uploadRoute = apiRoute(transferEndpoints.upload, transferSchemas, {
    summary: 'A test upload',
    description: 'Answers what arrived in the field `file`; refuses an .exe as a file type nobody may upload.',
    answer: 'What arrived',
  })
  router.openapi(uploadRoute, (c) => {
    state.uploads += 1
    const { file, note } = c.req.valid('form')
    if (file.name.endsWith('.exe')) throw new AppError('FILE_INVALID_TYPE')
    return c.json({ name: file.name, size: file.size, type: file.type, note: note ?? null }, 200)
  })

  const replyRoute = apiRoute(transferEndpoints.reply, transferSchemas, {
    summary: 'A test reply',
    description: 'Streams text or server-sent events, or fails midway, as the scenario says.',
    answer: 'The reply, as it is made',
  })
  router.openapi(replyRoute, (c) => {
    const { scenario } = c.req.valid('json')
    if (scenario === 'text') {
      const gate = new Promise<void>((resolve) => waitingTexts.push(resolve))
      return streamed('text/plain; charset=utf-8', async (write) => {
        write('Namaste, ')
        await gate
        write('Asha.')
      })
    }
    if (scenario === 'events') {
      return streamed('text/event-stream', async (write) => {
        write(': a comment the reader skips\n\n')
        write('event: token\nid: 1\ndata: Nam')
        write('aste\r')
        write('\n\r\n')
        write('data: two\ndata: lines\n\n')
        write('event: done\ndata: {}\n\n')
      })
    }
    if (scenario === 'fails-midway') {
      return streamed('text/event-stream', async (write) => {
        write('data: first\n\n')
        const error = {
          code: 'API_SERVICE_UNAVAILABLE',
          message: 'Service temporarily unavailable. Please try again later.',
          retryable: true,
        }
        write(`event: error\ndata: ${JSON.stringify({ error })}\n\n`)
      })
    }
    if (scenario === 'breaks') {
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('Half an answer'))
            setTimeout(() => controller.error(new Error('the connection broke')), 50)
          },
        }),
        { headers: { 'content-type': 'text/plain; charset=utf-8' } },
      )
    }
    let timer: ReturnType<typeof setInterval> | undefined
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          timer = setInterval(() => controller.enqueue(encoder.encode('data: more\n\n')), 20)
        },
        cancel() {
          clearInterval(timer)
          state.cancelledReplies += 1
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    )
  })

  const app = new OpenAPIHono<AppEnv>()
  app.onError(handleError)
  app.route(`/api${transferEndpoints.upload.base}`, router)
  extraRoutes?.(app)

  const listener = getRequestListener(app.fetch)
  const server: Server = createServer((request, response) => void listener(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    get uploads() {
      return state.uploads
    },
    get cancelledReplies() {
      return state.cancelledReplies
    },
    releaseText: () => waitingTexts.shift()?.(),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** A streamed answer whose pieces are written by `produce`, each sent as it is written. */
function streamed(contentType: string, produce: (write: (text: string) => void) => Promise<void>): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        // Not awaited: a stream hands out nothing until start() has returned.
        void produce((text) => controller.enqueue(encoder.encode(text))).then(() => controller.close())
      },
    }),
    { headers: { 'content-type': contentType } },
  )
}
