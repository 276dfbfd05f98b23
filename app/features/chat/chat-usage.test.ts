import { describe, expect, it } from 'vitest'
import en from '#core/i18n/locales/en/chat.json' with { type: 'json' }
import hi from '#core/i18n/locales/hi/chat.json' with { type: 'json' }
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
  it('says what is left, for guests and free users, and unlimited for premium, in English and Hindi', () => {
    expect(usageLine(null, false)).toBeNull()
    expect(usageLine({ used: 1, limit: 3 }, false)).toEqual({ key: 'usage.guestLeft', count: 2, limit: 3 })
    expect(usageLine({ used: 3, limit: 10 }, true)).toEqual({ key: 'usage.left', count: 7, limit: 10 })
    expect(usageLine({ used: 12, limit: 10 }, true)).toMatchObject({ count: 0 })
    expect(usageLine({ used: 40, limit: null }, true)).toEqual({ key: 'usage.unlimited' })
    expect(en.usage.guestLeft).toBe('{{count}} of {{limit}} free messages left')
    expect(en.usage.left).toBe('{{count}} of {{limit}} messages left today')
    for (const key of ['guestLeft', 'left', 'unlimited'] as const) expect(hi.usage[key]).toMatch(/[\u0900-\u097F]/u)
  })
})
