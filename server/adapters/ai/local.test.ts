import { describe, expect, it } from 'vitest'
import { ProviderError } from '#server/lib/provider-error.ts'
import { createLocalAiChat } from './local.ts'
import type { ChatRequest, ChatStream } from './port.ts'

const tips: ChatRequest = { purpose: 'chat:reply', messages: [{ role: 'user', content: 'Interview tips?' }] }

async function collect(stream: ChatStream) {
  const events = []
  for await (const event of stream) events.push(event)
  return events
}

describe('the embedded AI default', () => {
  it('answers a purpose nobody registered as unavailable, and reports itself disabled until a feature registers one', async () => {
    const ai = createLocalAiChat()
    expect(await ai.checkHealth()).toEqual({ status: 'disabled', latency_ms: null, detail: 'no offline responder registered' })
    const error = await ai.complete(tips).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({
      code: 'API_SERVICE_UNAVAILABLE',
      isRetryable: false,
      message: "local: no offline responder answers 'chat:reply'",
    })
    // A stream fails before it starts, as a vendor's refusal does.
    await expect(ai.stream(tips)).rejects.toMatchObject({ code: 'API_SERVICE_UNAVAILABLE' })

    ai.registerOfflineResponder('chat:reply', async (request) => `Offline tips for: ${request.messages.at(-1)?.content ?? ''}`)
    expect(await ai.checkHealth()).toMatchObject({ status: 'available' })
    expect(await ai.complete(tips)).toEqual({
      text: 'Offline tips for: Interview tips?',
      finishReason: 'stop',
      model: 'local',
      usage: null,
    })
    await expect(ai.complete({ ...tips, purpose: 'resumes:improve-summary' })).rejects.toMatchObject({ code: 'API_SERVICE_UNAVAILABLE' })
  })

  it('streams a responder’s pieces as they are made, and joins them for a completion', async () => {
    const ai = createLocalAiChat()
    ai.registerOfflineResponder('chat:reply', async function* () {
      yield 'Research the company. '
      yield ''
      yield 'Practise aloud.'
    })
    expect(await collect(await ai.stream(tips))).toEqual([
      { type: 'text', text: 'Research the company. ' },
      { type: 'text', text: 'Practise aloud.' },
      { type: 'finish', finishReason: 'stop', model: 'local', usage: null },
    ])
    expect((await ai.complete(tips)).text).toBe('Research the company. Practise aloud.')
  })

  it('refuses a second responder for the same purpose', () => {
    const ai = createLocalAiChat()
    ai.registerOfflineResponder('chat:reply', async () => 'one')
    expect(() => ai.registerOfflineResponder('chat:reply', async () => 'two')).toThrow(
      "an offline responder for 'chat:reply' is registered already",
    )
  })

  it('bounds each wait for a responder by the time-out, and tells the responder through its signal', async () => {
    const ai = createLocalAiChat({ timeoutMs: 100 })
    let seen: AbortSignal | null = null
    ai.registerOfflineResponder('chat:reply', (_request, { signal }) => {
      seen = signal
      return new Promise<string>(() => undefined)
    })
    await expect(ai.complete(tips)).rejects.toMatchObject({
      code: 'API_SERVICE_UNAVAILABLE',
      isRetryable: true,
      message: 'local: no answer within 100 ms',
    })
    expect(seen).toMatchObject({ aborted: true })
  })

  it('cancels with the caller’s reason', async () => {
    const ai = createLocalAiChat()
    ai.registerOfflineResponder('chat:reply', () => new Promise<string>(() => undefined))
    const controller = new AbortController()
    const reason = new Error('closed')
    setTimeout(() => controller.abort(reason), 20)
    await expect(ai.complete(tips, { signal: controller.signal })).rejects.toBe(reason)
  })
})
