import { useCallback, useEffect, useState } from 'react'
import { usageEndpoints } from '#core/plans/plans.endpoints.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'

/**
 * The chat's usage in the panel (spec 000 §7 get-user-usage and increment-usage; decision 073). The
 * server counts each message as it is sent; after the reply the panel calls increment-usage with the
 * message's id, which the server recognises and counts nothing more for, and shows the count it answers.
 */

/** Today's chat messages: used, and the plan's limit (null: premium, no limit). */
export interface ChatUsage {
  used: number
  limit: number | null
}

/** Spec 000 §9: usage calls are retried up to 2 more times, 1000 ms × 2^attempt apart (1 s, then 2 s). */
export const USAGE_RETRIES = 2
export const USAGE_RETRY_BASE_MS = 1000

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * increment-usage for one sent message, by the spec's rule: retried when it failed to send (no answer:
 * offline, timed out), at most twice; null when it failed otherwise or still could not send, in which
 * case the caller counts the message locally (spec 000 §7: "the local fallback uses the chatbot count
 * only").
 */
export async function confirmChatMessage(
  messageId: string,
  deps: {
    increment?: (messageId: string) => Promise<{ usage_count: number; limit: number | null }>
    delay?: (ms: number) => Promise<void>
  } = {},
): Promise<ChatUsage | null> {
  const increment =
    deps.increment ??
    ((id: string) => callApi(usageEndpoints.countUse, { params: { feature: 'chatbot_messages' }, body: { messageId: id } }))
  const delay = deps.delay ?? wait
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await increment(messageId)
      return { used: answer.usage_count, limit: answer.limit }
    } catch (error) {
      const failedToSend = toApiError(error).status === 0
      if (!failedToSend || attempt >= USAGE_RETRIES) return null
      await delay(USAGE_RETRY_BASE_MS * 2 ** attempt)
    }
  }
}

/** The panel's usage line: what is left, in the reader's words, or nothing while it is unknown. */
export function usageLine(
  usage: ChatUsage | null,
  isSignedIn: boolean,
): { key: 'usage.unlimited' | 'usage.left' | 'usage.guestLeft'; count?: number; limit?: number } | null {
  if (usage === null) return null
  if (usage.limit === null) return { key: 'usage.unlimited' }
  const left = Math.max(0, usage.limit - usage.used)
  return { key: isSignedIn ? 'usage.left' : 'usage.guestLeft', count: left, limit: usage.limit }
}

/**
 * Today's chat usage for the panel: read with get-user-usage when it opens (the GET's own retry rule:
 * 1 s, then 2 s) and whenever the person signs in or out, then kept by each message's
 * increment-usage answer.
 */
export function useChatUsage(isSignedIn: boolean) {
  // Kept with whose it is, so a sign-in or sign-out shows nothing until the new count is read.
  const [known, setKnown] = useState<{ isSignedIn: boolean; usage: ChatUsage } | null>(null)
  const usage = known?.isSignedIn === isSignedIn ? known.usage : null

  const read = useCallback(
    (signal?: AbortSignal) =>
      callApi(usageEndpoints.readUsage, { params: { feature: 'chatbot_messages' }, ...(signal ? { signal } : {}) }).then(
        (answer) => setKnown({ isSignedIn, usage: { used: answer.usage_count, limit: answer.limit } }),
        // The line stays as it was: the server still enforces the limit.
        () => undefined,
      ),
    [isSignedIn],
  )

  useEffect(() => {
    const loading = new AbortController()
    void read(loading.signal)
    return () => loading.abort()
  }, [read])

  /** After a message the server counted: its increment-usage answer, or the local fallback. */
  const confirm = useCallback(
    async (messageId: string) => {
      const confirmed = await confirmChatMessage(messageId)
      setKnown((current) => {
        if (confirmed !== null) return { isSignedIn, usage: confirmed }
        if (current === null) return null
        return { ...current, usage: { ...current.usage, used: current.usage.used + 1 } }
      })
    },
    [isSignedIn],
  )

  return { usage, refresh: read, confirm }
}
