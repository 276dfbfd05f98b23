import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { confirmChatMessage, usageLine } from './chat-usage.ts'

/** An increment-usage stand-in that fails as told, then answers; records every call and wait. */
function scripted(failures: unknown[], answer = { usage_count: 2, limit: 3 }) {
  const calls: string[] = []
  const waits: number[] = []
  return {
    calls,
    waits,
    deps: {
      increment: async (messageId: string) => {
        calls.push(messageId)
        const failure = failures.shift()
        if (failure !== undefined) throw failure
        return answer
      },
      delay: async (ms: number) => {
        waits.push(ms)
      },
    },
  }
}

const offline = () => new TypeError('Failed to fetch')
const serverError = () =>
  new ApiError({ code: 'SERVER_INTERNAL_ERROR', message: 'Server error. Our team has been notified.', retryable: false }, 500)

describe('increment-usage after a chat message (spec 000 §7, decision 073)', () => {
  it('names the message and takes the server’s count', async () => {
    const server = scripted([])
    expect(await confirmChatMessage('message-0001', server.deps)).toEqual({ used: 2, limit: 3 })
    expect(server.calls).toEqual(['message-0001'])
    expect(server.waits).toEqual([])
  })

  it('retries a call that failed to send twice more, 1 s then 2 s apart, with the same id', async () => {
    const server = scripted([offline(), offline()])
    expect(await confirmChatMessage('message-0002', server.deps)).toEqual({ used: 2, limit: 3 })
    expect(server.calls).toEqual(['message-0002', 'message-0002', 'message-0002'])
    expect(server.waits).toEqual([1000, 2000])
  })

  it('gives up after the third failed send, and never retries an answered error: the caller counts locally', async () => {
    const unreachable = scripted([offline(), offline(), offline(), offline()])
    expect(await confirmChatMessage('message-0003', unreachable.deps)).toBeNull()
    expect(unreachable.calls).toHaveLength(3)
    const failing = scripted([serverError()])
    expect(await confirmChatMessage('message-0004', failing.deps)).toBeNull()
    expect(failing.calls).toHaveLength(1)
    expect(failing.waits).toEqual([])
  })
})

describe('the panel’s usage line', () => {
  beforeAll(async () => {
    await loadAllLanguageResources()
  })

  /** The line as the panel words it in `language`. */
  function wordsOf(usage: Parameters<typeof usageLine>[0], isSignedIn: boolean, language: 'en' | 'hi' = 'en') {
    const line = usageLine(usage, isSignedIn)
    return line === null ? null : createI18n(language).t(`chat:${line.key}`, { count: line.count, limit: line.limit })
  }

  it('says what is left, for guests and free users, and unlimited for premium, in English and Hindi', () => {
    expect(wordsOf(null, false)).toBeNull()
    expect(wordsOf({ used: 1, limit: 3 }, false)).toBe('2 of 3 free messages left')
    expect(wordsOf({ used: 3, limit: 10 }, true)).toBe('7 of 10 messages left today')
    expect(wordsOf({ used: 12, limit: 10 }, true)).toBe('0 of 10 messages left today')
    expect(wordsOf({ used: 40, limit: null }, true)).toBe('Unlimited messages')
    expect(wordsOf({ used: 1, limit: 3 }, false, 'hi')).toBe('3 में से 2 मुफ़्त संदेश बाकी')
    expect(wordsOf({ used: 3, limit: 10 }, true, 'hi')).toBe('आज 10 में से 7 संदेश बाकी')
    expect(wordsOf({ used: 0, limit: null }, true, 'hi')).toBe('असीमित संदेश')
  })
})
