/**
 * WhatsApp alerts (issue 24, spec 000 §3–§9; decision 068): the rules the page and the server share.
 * Plain TypeScript, so the settings page checks a number without loading zod.
 */

/** Spec 000 §9: the daily message goes at 9 AM India time. */
export const DAILY_SEND_HOUR_IST = 9
/** Spec 000 §9: 1 job for free users, up to 5 for premium (core/plans/plans.ts `whatsapp_jobs` says the same). */
export const FREE_DAILY_JOBS = 1
export const PREMIUM_DAILY_JOBS = 5
/** WhatsApp's customer-service window: free-form replies only this long after the person's last message. */
export const SERVICE_WINDOW_HOURS = 24

/**
 * A number with its country code (spec 000 §5 "the phone must include the country code"), in E.164:
 * '+', a first digit 1–9, 8 to 15 digits in all. Spaces, hyphens and brackets are dropped first.
 */
const E164 = /^\+[1-9]\d{7,14}$/

/** The number as stored (+919876543210), or null when it has no country code or is not a number. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '')
  return E164.test(compact) ? compact : null
}

export const whatsappStates = ['pending', 'active', 'stopped'] as const
export type WhatsappState = (typeof whatsappStates)[number]

export const alertChannels = ['whatsapp', 'email', 'both'] as const
export type AlertChannel = (typeof alertChannels)[number]

/** What a person's reply does. STOP and its usual words (and Hindi ones) opt out at once; START and JOBS opt in. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'cancel', 'end', 'quit', 'stopall', 'बंद', 'रोकें', 'रोको', 'बंद करें', 'band', 'ruko'])
const START_WORDS = new Set(['start', 'jobs', 'subscribe', 'yes', 'unstop', 'शुरू', 'नौकरी', 'हाँ', 'haan', 'shuru'])

export type ReplyEffect = 'opt-out' | 'opt-in' | 'none'

export function replyEffect(text: string): ReplyEffect {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!।]+$/u, '')
  if (STOP_WORDS.has(word)) return 'opt-out'
  if (START_WORDS.has(word)) return 'opt-in'
  return 'none'
}

/** The India date (YYYY-MM-DD) of an instant: the digest's day. */
export function istDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/** DPDP requests: answered within this many days (our commitment; the Act's rules name 90 days for grievances). */
export const DATA_REQUEST_DUE_DAYS = 30

export const broadcastSegments = ['all', 'free', 'premium'] as const
export type BroadcastSegment = (typeof broadcastSegments)[number]
export const BROADCAST_TEXT_MAX = 500
