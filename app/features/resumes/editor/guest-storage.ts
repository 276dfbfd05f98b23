import { isResumeTemplateId } from '#core/resume/templates.ts'
import type { Draft } from './draft.ts'

/**
 * A guest's resume, kept in this browser (issue 20: guests build and export without an account and
 * keep their work when they sign up). One resume under one localStorage key, with the idempotency key
 * of its move into an account, made once, so a move retried after a lost answer never makes two.
 */

export const GUEST_RESUME_KEY = 'jy_guest_resume'

export interface GuestResume extends Draft {
  /** Sent as the Idempotency-Key when the resume moves into the account. */
  moveKey: string
  savedAt: number
}

/**
 * The guest's resume, or null (none, or unreadable: a resume this build cannot read is left as it is).
 * The document's schema loads on this first read (decision 007: zod is not in the page's first load).
 */
export async function readGuestResume(storage: Storage | null = browserStorage()): Promise<GuestResume | null> {
  const raw = storage?.getItem(GUEST_RESUME_KEY)
  if (!raw) return null
  const { migrateResumeDocument } = await import('#core/resume/resume-document.schema.ts')
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    const template = record['template']
    const moveKey = record['moveKey']
    if (!isResumeTemplateId(template) || typeof moveKey !== 'string') return null
    return {
      name: typeof record['name'] === 'string' ? record['name'] : '',
      document: migrateResumeDocument(record['document']),
      template,
      moveKey,
      savedAt: typeof record['savedAt'] === 'number' ? record['savedAt'] : 0,
    }
  } catch {
    return null
  }
}

/** Keeps the draft; false when the browser refused (storage full or blocked). */
export function writeGuestResume(draft: Draft, storage: Storage | null = browserStorage()): boolean {
  if (!storage) return false
  const moveKey = readMoveKey(storage) ?? newMoveKey()
  const record: GuestResume = { ...draft, moveKey, savedAt: Date.now() }
  try {
    storage.setItem(GUEST_RESUME_KEY, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}

export function removeGuestResume(storage: Storage | null = browserStorage()): void {
  storage?.removeItem(GUEST_RESUME_KEY)
}

/** The stored resume's move key, read without the document's schema. */
function readMoveKey(storage: Storage): string | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(GUEST_RESUME_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null || !('moveKey' in value)) return null
    return typeof value.moveKey === 'string' ? value.moveKey : null
  } catch {
    return null
  }
}

function newMoveKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}${Math.random()}`
  return `guest-move-${random.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 100)
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
