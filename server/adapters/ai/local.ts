import { ProviderError } from '#server/lib/provider-error.ts'
import type { AiChat, ChatCallOptions, ChatRequest, ChatStreamEvent, OfflineResponder } from './port.ts'

const PROVIDER = 'local'
const DEFAULT_TIMEOUT_MS = 30_000

export interface LocalAiOptions {
  /** AI_TIMEOUT_MS: the longest an offline answer may take (a stream: its longest pause). */
  timeoutMs?: number
}

/**
 * The embedded default (AI_PROVIDER=local): no model, no network. Each feature registers the offline
 * answer of its own purposes (the assistant's retrieval over our content and jobs, the resumes' rules
 * and templates); a purpose nobody registered fails as the spec's "AI Temporarily Unavailable" does,
 * with API_SERVICE_UNAVAILABLE, never with made-up text.
 *
 * Health is what a person would meet: `disabled` while no feature has registered a responder (nothing
 * would answer, yet nothing is broken, so pages do not switch to their fallback mode), `available`
 * once one has.
 */
export function createLocalAiChat(options: LocalAiOptions = {}): AiChat {
  const responders = new Map<string, OfflineResponder>()

  function responderFor(request: ChatRequest): OfflineResponder {
    const responder = responders.get(request.purpose)
    if (responder) return responder
    throw new ProviderError({
      provider: PROVIDER,
      code: 'API_SERVICE_UNAVAILABLE',
      reason: `no offline responder answers '${request.purpose}'`,
      isRetryable: false,
    })
  }

  /** The responder's pieces, each within the time-out, as the stream's events. */
  async function* answer(request: ChatRequest, call: ChatCallOptions): AsyncGenerator<ChatStreamEvent> {
    const responder = responderFor(request)
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const limit = createPauseLimit(timeoutMs, call.signal)
    try {
      const reply = responder(request, { signal: limit.signal })
      if (typeof reply === 'object' && Symbol.asyncIterator in reply) {
        const pieces = reply[Symbol.asyncIterator]()
        let isDone = false
        try {
          while (!isDone) {
            const next = await limit.race(pieces.next())
            isDone = next.done === true
            if (!next.done && next.value !== '') yield { type: 'text', text: next.value }
          }
        } finally {
          // Stopped early (time-out, cancel, a consumer that left): the responder may clean up.
          if (!isDone) void pieces.return?.()?.catch(() => undefined)
        }
      } else {
        const text = await limit.race(reply)
        if (text !== '') yield { type: 'text', text }
      }
    } finally {
      limit.end()
    }
    yield { type: 'finish', finishReason: 'stop', model: PROVIDER, usage: null }
  }

  return {
    provider: PROVIDER,

    async complete(request, call = {}) {
      let text = ''
      for await (const event of answer(request, call)) {
        if (event.type === 'text') text += event.text
      }
      return { text, finishReason: 'stop', model: PROVIDER, usage: null }
    },

    async stream(request, call = {}) {
      // Failing before the answer starts, as a vendor's refusal does: no responder is known at once.
      responderFor(request)
      call.signal?.throwIfAborted()
      return answer(request, call)
    },

    registerOfflineResponder(purpose, responder) {
      if (responders.has(purpose)) throw new Error(`an offline responder for '${purpose}' is registered already`)
      responders.set(purpose, responder)
    },

    async checkHealth() {
      if (responders.size === 0) return { status: 'disabled', latency_ms: null, detail: 'no offline responder registered' }
      return { status: 'available', latency_ms: 0, detail: 'offline answers (AI_PROVIDER=local)' }
    },
  }
}

/**
 * A time-out on each wait for the responder (a stream's longest pause), and the caller's cancel: both
 * fire the signal the responder is given; a wait they end rejects with the caller's reason or with
 * API_SERVICE_UNAVAILABLE for the time-out.
 */
function createPauseLimit(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const timer = new AbortController()
  const signal = callerSignal ? AbortSignal.any([callerSignal, timer.signal]) : timer.signal
  let handle: NodeJS.Timeout | undefined
  const failure = () =>
    callerSignal?.aborted
      ? callerSignal.reason
      : new ProviderError({ provider: PROVIDER, reason: `no answer within ${timeoutMs} ms`, isRetryable: true })
  return {
    signal,
    race<T>(work: Promise<T>): Promise<T> {
      callerSignal?.throwIfAborted()
      clearTimeout(handle)
      handle = setTimeout(() => timer.abort(), timeoutMs)
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(failure())
        if (signal.aborted) {
          onAbort()
          return
        }
        signal.addEventListener('abort', onAbort, { once: true })
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
      })
    },
    end() {
      clearTimeout(handle)
    },
  }
}
