import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { allowConsoleError } from '#tests/support/no-console-error.ts'
import { startTransferServer, type TransferServer } from '#tests/support/transfer-app.ts'
import { transferEndpoints } from '#tests/support/transfer.endpoints.ts'
import { ApiError } from './api-client.ts'
import { streamFromApi, type StreamPiece } from './stream-from-api.ts'

/** Against a real server on 127.0.0.1 (tests/support/transfer-app.ts), its route made by the same helper as every feature's. */

let server: TransferServer

beforeAll(async () => {
  server = await startTransferServer()
  vi.stubGlobal('location', { origin: server.origin })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await server.close()
})

async function collect(pieces: AsyncIterable<StreamPiece>): Promise<StreamPiece[]> {
  const found: StreamPiece[] = []
  for await (const piece of pieces) found.push(piece)
  return found
}

async function failureOf(pieces: AsyncIterable<StreamPiece>): Promise<unknown> {
  try {
    await collect(pieces)
  } catch (error) {
    return error
  }
  throw new Error('expected the stream to fail')
}

describe('streamFromApi', () => {
  it('hands over text as it arrives, before the answer is complete', async () => {
    const pieces = streamFromApi(transferEndpoints.reply, { body: { scenario: 'text' } })
    // The server sends its second half only after this test has read the first: a client that waited
    // for the whole answer would never get here.
    const first = await pieces.next()
    expect(first.value).toEqual({ kind: 'text', text: 'Namaste, ' })
    server.releaseText()
    expect(await collect(pieces)).toEqual([{ kind: 'text', text: 'Asha.' }])
  })

  it('reads server-sent events: names, ids, joined data lines, comments skipped, a CRLF split across pieces', async () => {
    const pieces = await collect(streamFromApi(transferEndpoints.reply, { body: { scenario: 'events' } }))
    expect(pieces).toEqual([
      { kind: 'event', event: 'token', data: 'Namaste', id: '1' },
      { kind: 'event', event: 'message', data: 'two\nlines', id: '1' },
      { kind: 'event', event: 'done', data: '{}', id: '1' },
    ])
  })

  it('throws an error event in our error shape, after what came before it', async () => {
    const seen: StreamPiece[] = []
    let failure: unknown
    try {
      for await (const piece of streamFromApi(transferEndpoints.reply, { body: { scenario: 'fails-midway' } })) seen.push(piece)
    } catch (error) {
      failure = error
    }
    expect(seen).toEqual([{ kind: 'event', event: 'message', data: 'first', id: null }])
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure instanceof ApiError ? [failure.status, failure.body.code, failure.body.retryable] : null).toEqual([
      502,
      'API_SERVICE_UNAVAILABLE',
      true,
    ])
  })

  it('answers a refused request with the server’s error body', async () => {
    // @ts-expect-error: a scenario the schema does not have, as a stale client might send
    const failure = await failureOf(streamFromApi(transferEndpoints.reply, { body: { scenario: 'poem' } }))
    expect(failure instanceof ApiError ? [failure.status, failure.body.code, failure.body.fields?.[0]?.path] : null).toEqual([
      400,
      'VALIDATION_INVALID_FORMAT',
      'scenario',
    ])
  })

  it('says CONNECTION_LOST when the connection breaks mid-answer', async () => {
    // @hono/node-server reports the broken answer on the console, as it should.
    allowConsoleError(/the connection broke/)
    const failure = await failureOf(streamFromApi(transferEndpoints.reply, { body: { scenario: 'breaks' } }))
    expect(failure instanceof ApiError ? failure.body.code : failure).toBe('CONNECTION_LOST')
  })

  it('says NETWORK_UNAVAILABLE when nothing answers', async () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:9' })
    try {
      const failure = await failureOf(streamFromApi(transferEndpoints.reply, { body: { scenario: 'text' } }))
      expect(failure instanceof ApiError ? failure.body.code : failure).toBe('NETWORK_UNAVAILABLE')
    } finally {
      vi.stubGlobal('location', { origin: server.origin })
    }
  })

  it('stops at once when cancelled: the iteration throws the AbortError and the server sees the reply cancelled', async () => {
    const controller = new AbortController()
    const pieces = streamFromApi(transferEndpoints.reply, { body: { scenario: 'endless' }, signal: controller.signal })
    expect((await pieces.next()).value).toMatchObject({ kind: 'event', data: 'more' })
    const cancelledBefore = server.cancelledReplies
    controller.abort()
    const failure = await pieces.next().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DOMException)
    expect(failure instanceof DOMException ? failure.name : null).toBe('AbortError')
    await expect.poll(() => server.cancelledReplies).toBe(cancelledBefore + 1)
  })
})
