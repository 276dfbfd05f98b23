import { PENDING_APPLICATION_KEY } from './pending-key.ts'

/**
 * The pending application (spec 001 §4 "A pending application is kept in local storage, read once,
 * then removed"): what a signed-out Apply was for, kept until the person has signed in. It names the
 * job and the page to come back to, never anything about the person.
 */

/** A pending application older than this is dropped unread: a visitor who signs in next week did not mean to apply now. */
export const PENDING_APPLICATION_MAX_AGE_MS = 24 * 60 * 60 * 1000

export interface PendingApplication {
  jobId: string
  jobTitle: string
  employerName: string
  applyLink: string
  portal: string | null
  /** The page Apply was pressed on, to come back to after sign-in. */
  returnTo: string
  savedAt: number
}

export function keepPendingApplication(pending: Omit<PendingApplication, 'savedAt'>, now = Date.now()): void {
  try {
    localStorage.setItem(PENDING_APPLICATION_KEY, JSON.stringify({ ...pending, savedAt: now }))
  } catch {
    // Storage full or blocked: the sign-in prompt still opens; the person presses Apply again after it.
  }
}

/** Reads the pending application once and removes it; null when there is none, it is too old, or it is not one. */
export function takePendingApplication(now = Date.now()): PendingApplication | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(PENDING_APPLICATION_KEY)
    localStorage.removeItem(PENDING_APPLICATION_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  const value = parse(raw)
  if (value === null || now - value.savedAt > PENDING_APPLICATION_MAX_AGE_MS || value.savedAt > now + 60_000) return null
  return value
}

function parse(raw: string): PendingApplication | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const record: Partial<Record<keyof PendingApplication, unknown>> = value
  const { jobId, jobTitle, employerName, applyLink, portal, returnTo, savedAt } = record
  if (typeof jobId !== 'string' || typeof jobTitle !== 'string' || typeof employerName !== 'string') return null
  if (typeof applyLink !== 'string' || typeof returnTo !== 'string' || typeof savedAt !== 'number') return null
  if (portal !== null && typeof portal !== 'string') return null
  return { jobId, jobTitle, employerName, applyLink, portal, returnTo, savedAt }
}
