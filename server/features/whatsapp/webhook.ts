import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The WhatsApp Cloud API webhook (decision 068): Meta's GET verification and its signed POSTs. Only
 * what we act on is read: inbound messages (the sender's number, the message id, its time and its
 * text or button) and delivery statuses (the message id, the status, its time, an error code).
 */

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function isSignatureValid(rawBody: string, header: string | null | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false
  const given = Buffer.from(header.slice('sha256='.length), 'hex')
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest()
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Meta's subscription check: the challenge echoed when the mode is `subscribe` and the token is ours; null otherwise. */
export function verificationAnswer(query: Record<string, string | undefined>, verifyToken: string): string | null {
  const token = query['hub.verify_token'] ?? ''
  if (query['hub.mode'] !== 'subscribe' || !safeEqual(token, verifyToken)) return null
  const challenge = query['hub.challenge'] ?? ''
  // Meta's challenge is digits; anything else is not echoed into our answer.
  return /^[\w-]{1,200}$/.test(challenge) ? challenge : null
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export type WebhookEvent =
  | { kind: 'inbound'; id: string; from: string; text: string; at: Date }
  | { kind: 'status'; id: string; status: 'sent' | 'delivered' | 'read' | 'failed'; at: Date; errorCode: number | null }

const statuses = new Set(['sent', 'delivered', 'read', 'failed'])

/** The events of one delivery; anything not in the shape we know is skipped, never guessed at. */
export function readWebhookEvents(body: unknown): WebhookEvent[] {
  const events: WebhookEvent[] = []
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') return events
  for (const entry of arrayOf(body.entry)) {
    for (const change of arrayOf(isRecord(entry) ? entry.changes : null)) {
      if (!isRecord(change) || change.field !== 'messages' || !isRecord(change.value)) continue
      const value = change.value
      for (const message of arrayOf(value.messages)) {
        if (!isRecord(message) || typeof message.id !== 'string' || typeof message.from !== 'string') continue
        if (!/^[1-9]\d{7,14}$/.test(message.from)) continue
        events.push({
          kind: 'inbound',
          id: message.id,
          from: `+${message.from}`,
          text: messageText(message),
          at: timeOf(message.timestamp),
        })
      }
      for (const status of arrayOf(value.statuses)) {
        if (!isRecord(status) || typeof status.id !== 'string' || typeof status.status !== 'string' || !statuses.has(status.status))
          continue
        const [firstError] = arrayOf(status.errors)
        const errorCode = isRecord(firstError) && typeof firstError.code === 'number' ? firstError.code : null
        events.push({
          kind: 'status',
          id: status.id,
          status: status.status as 'sent' | 'delivered' | 'read' | 'failed',
          at: timeOf(status.timestamp),
          errorCode,
        })
      }
    }
  }
  return events
}

/** A text message's body, a quick-reply button's text, or an interactive reply's title. */
function messageText(message: Record<string, unknown>): string {
  if (isRecord(message.text) && typeof message.text.body === 'string') return message.text.body
  if (isRecord(message.button) && typeof message.button.text === 'string') return message.button.text
  if (isRecord(message.interactive)) {
    const reply = message.interactive.button_reply ?? message.interactive.list_reply
    if (isRecord(reply) && typeof reply.title === 'string') return reply.title
  }
  return ''
}

/** Meta's timestamps are Unix seconds as a string. */
function timeOf(value: unknown): Date {
  const seconds = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : Number.NaN
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date()
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
