import Dexie, { type Table } from 'dexie'
import type { ProfileUpdateInput } from '#core/account/account.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import type { UpdateResumeInput } from '#core/resume/resumes.schema.ts'

/**
 * The browser's offline store (spec 001 §3 "Offline queue records"), in IndexedDB through Dexie, so
 * a queued action outlives a reload or a closed tab (DESIGN.md "Nothing lost"). Loaded only on first
 * use or after the first paint (sync-starter.tsx): never in the landing page's initial JavaScript.
 */

/** Every queued record: the spec's shape, plus the idempotency key made when the person acted. */
export interface PendingRecord {
  id: string
  userId: string
  /** Higher goes first; equal priorities go oldest first. */
  priority: number
  maxRetries: number
  /** When the person acted (ms since the epoch). */
  timestamp: number
  retryCount: number
  /** Sent as the Idempotency-Key header on every attempt, so the server applies the action once. */
  idempotencyKey: string
}

export interface PendingJobApplication extends PendingRecord {
  jobId: string
  applicationData: Record<string, unknown>
}

/** A resume save (app/features/resumes/offline/resume-update.ts): the spec's resumeData is the PUT /api/resumes/{id} body. */
export interface PendingResumeUpdate extends PendingRecord {
  resumeId: string
  resumeData: UpdateResumeInput
}

export interface PendingProfileUpdate extends PendingRecord {
  profileData: ProfileUpdateInput
}

/** A saved-job toggle (job bookmarks are offline-usable, spec 001 §9). */
export interface PendingSavedJob extends PendingRecord {
  jobId: string
  action: 'save' | 'remove'
}

export interface CachedJob {
  id: string
  job: Job
  cachedAt: number
}

export interface CachedResume {
  userId: string
  resumeData: Record<string, unknown>
  cachedAt: number
}

export interface UserPreference {
  key: string
  value: unknown
  timestamp: number
}

/** A queued action dropped after its last retry (spec 001 §4 "Sync": a sync error is recorded). */
export interface SyncErrorRecord {
  id?: number
  kind: string
  recordId: string
  code: string
  message: string
  timestamp: number
}

export const OFFLINE_DATABASE_NAME = 'jobyatra-offline'

export class OfflineDatabase extends Dexie {
  pendingJobApplications!: Table<PendingJobApplication, string>
  pendingResumeUpdates!: Table<PendingResumeUpdate, string>
  pendingProfileUpdates!: Table<PendingProfileUpdate, string>
  pendingSavedJobs!: Table<PendingSavedJob, string>
  cachedJobs!: Table<CachedJob, string>
  cachedResumes!: Table<CachedResume, string>
  userPreferences!: Table<UserPreference, string>
  syncErrors!: Table<SyncErrorRecord, number>

  constructor(name: string = OFFLINE_DATABASE_NAME) {
    super(name)
    this.version(1).stores({
      pendingJobApplications: 'id, timestamp, userId',
      pendingResumeUpdates: 'id, timestamp, userId',
      pendingProfileUpdates: 'id, timestamp, userId',
      pendingSavedJobs: 'id, timestamp, userId',
      cachedJobs: 'id, cachedAt',
      cachedResumes: 'userId',
      userPreferences: 'key',
      syncErrors: '++id, timestamp',
    })
  }
}

let shared: OfflineDatabase | null = null

/** The page's one database connection, opened on first use. */
export function getOfflineDatabase(): OfflineDatabase {
  shared ??= new OfflineDatabase()
  return shared
}
