/**
 * What /dev/mailbox shows of an outbox row (server/features/notifications renders each in its own
 * language and lists them; the page in app/features/mailbox shows them). The body arrives split into
 * text and links, so the page renders text as text and only links the server has checked as links.
 */

export const outboxStates = ['pending', 'sending', 'sent', 'failed'] as const
export type OutboxState = (typeof outboxStates)[number]

export function isOutboxState(value: string): value is OutboxState {
  return outboxStates.some((state) => state === value)
}

export type MessageBodyPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

export interface MailboxEntry {
  id: number
  channel: 'email' | 'sms' | 'whatsapp'
  /** verify-email, reset-password, welcome, phone-code … */
  template: string
  /** The language the message is written in (the recipient's, not the reader's of the page). */
  locale: 'en' | 'hi'
  recipient: string
  /** An e-mail's subject as rendered; null for an SMS. */
  subject: string | null
  state: OutboxState
  attempts: number
  lastError: string | null
  /** ISO 8601. */
  createdAt: string
  /** The message as rendered and delivered, split into text and links; null when the row cannot be rendered. */
  body: MessageBodyPart[] | null
  /** The one-time code of a phone code SMS (its template parameter), shown large. */
  code: string | null
}

// An absolute http(s) URL, or a path standing on its own (after whitespace or at the start).
const linkCandidate = /https?:\/\/[^\s<>"'`]+|(?<!\S)\/(?!\/)[^\s<>"'`]*/g
// Sentence punctuation after a link belongs to the sentence.
const trailingPunctuation = /[.,;:!?)\]]+$/

/**
 * Splits a plain-text body into text and links. Only links that stay on our site become links: an
 * http(s) URL on `siteOrigin` (PUBLIC_URL's origin) or a path of it. Anything else (another site, a
 * javascript: or data: URL, a protocol-relative `//host`) stays text.
 */
export function splitMessageBody(body: string, siteOrigin: string): MessageBodyPart[] {
  const parts: MessageBodyPart[] = []
  let textStart = 0
  for (const match of body.matchAll(linkCandidate)) {
    const token = match[0].replace(trailingPunctuation, '')
    const href = siteHref(token, siteOrigin)
    if (href === null) continue
    if (match.index > textStart) parts.push({ type: 'text', text: body.slice(textStart, match.index) })
    parts.push({ type: 'link', text: token, href })
    textStart = match.index + token.length
  }
  if (textStart < body.length) parts.push({ type: 'text', text: body.slice(textStart) })
  return parts
}

/** The link target if `candidate` stays on `siteOrigin`, else null. */
export function siteHref(candidate: string, siteOrigin: string): string | null {
  // Browsers read '/\host' as '//host': a backslash never belongs in our links.
  if (candidate.includes('\\')) return null
  if (candidate.startsWith('/')) return candidate.startsWith('//') ? null : candidate
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin === new URL(siteOrigin).origin ? url.href : null
}
