import { MAX_RESUME_VERSIONS_KEPT, MAX_RESUMES_PER_USER } from '#core/resume/resume-limits.ts'
import { migrateResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { Resume, ResumeSummary, ResumeVersion, ResumeVersionSummary } from '#core/resume/resumes.schema.ts'
import { DEFAULT_RESUME_TEMPLATE, isResumeTemplateId, type ResumeTemplateId } from '#core/resume/templates.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import type { ResumeRow } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import * as repo from './repo.ts'

/**
 * A person's resumes (spec 001 §3, §4 "Base resume", §7 "resumes"; decision 049): each on the
 * viewer's own rows only (another person's id is NOT_FOUND, never PERMISSION_DENIED, so ids cannot
 * be probed). Every save raises the version, keeps the save as a version (the newest
 * MAX_RESUME_VERSIONS_KEPT) and is refused with EDIT_CONFLICT when made on an older version.
 */
export interface ResumesService {
  listResumes(userId: string): Promise<ResumeSummary[]>
  createResume(userId: string, input: { name: string; document: ResumeDocument; template: ResumeTemplateId }): Promise<Resume>
  readResume(userId: string, id: string): Promise<Resume>
  updateResume(userId: string, id: string, input: ResumeChange & { baseVersion: number }): Promise<Resume>
  deleteResume(userId: string, id: string): Promise<void>
  setBaseResume(userId: string, id: string): Promise<ResumeSummary>
  listVersions(userId: string, id: string): Promise<ResumeVersionSummary[]>
  readVersion(userId: string, id: string, version: number): Promise<ResumeVersion>
  restoreVersion(userId: string, id: string, version: number, baseVersion: number): Promise<Resume>
}

interface ResumeChange {
  name?: string | undefined
  document?: ResumeDocument | undefined
  template?: ResumeTemplateId | undefined
}

export function createResumesService(deps: { database: DatabaseHandle; now?: () => Date }): ResumesService {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())

  async function ownResume(userId: string, id: string): Promise<ResumeRow> {
    const row = await repo.findResume(db, userId, id)
    if (!row) throw new AppError('NOT_FOUND', { detail: 'No resume of this person has this id' })
    return row
  }

  /** Saves a change made on `baseVersion`: one transaction, the row locked, the version checked, raised and kept. */
  function save(userId: string, id: string, baseVersion: number, change: (row: ResumeRow) => ResumeChange): Promise<Resume> {
    return db.transaction(async (tx) => {
      const row = await repo.findResume(tx, userId, id, { forUpdate: true })
      if (!row) throw new AppError('NOT_FOUND', { detail: 'No resume of this person has this id' })
      if (row.version !== baseVersion) {
        throw new AppError('EDIT_CONFLICT', {
          params: { currentVersion: row.version },
          detail: `Saved on version ${baseVersion}, stored is ${row.version}`,
        })
      }
      const next = change(row)
      const saved = await repo.updateResume(tx, id, {
        name: next.name ?? row.name,
        document: next.document ?? row.document,
        template: next.template ?? row.template,
        version: row.version + 1,
        now: now(),
      })
      await repo.insertVersion(tx, saved, MAX_RESUME_VERSIONS_KEPT)
      return toResume(saved)
    })
  }

  return {
    async listResumes(userId) {
      return (await repo.listResumes(db, userId)).map(toSummary)
    },

    createResume(userId, input) {
      return db.transaction(async (tx) => {
        await lockOwnerOrFail(tx, userId)
        const count = await repo.countResumes(tx, userId)
        if (count >= MAX_RESUMES_PER_USER) {
          throw new AppError('API_QUOTA_EXCEEDED', { reason: 'resumes_full', params: { limit: MAX_RESUMES_PER_USER } })
        }
        // A person's first resume is their base resume: the one the document generator starts from.
        const row = await repo.insertResume(tx, { userId, ...input, isBaseResume: count === 0, now: now() })
        await repo.insertVersion(tx, row, MAX_RESUME_VERSIONS_KEPT)
        return toResume(row)
      })
    },

    async readResume(userId, id) {
      return toResume(await ownResume(userId, id))
    },

    updateResume(userId, id, input) {
      const { baseVersion, ...change } = input
      return save(userId, id, baseVersion, () => change)
    },

    async deleteResume(userId, id) {
      if (!(await repo.deleteResume(db, userId, id))) throw new AppError('NOT_FOUND', { detail: 'No resume of this person has this id' })
    },

    setBaseResume(userId, id) {
      // Spec 001 §4: setting one as base clears the flag on the others, in one transaction behind the
      // person's lock, so two requests at once leave exactly one base resume (the later one).
      return db.transaction(async (tx) => {
        await lockOwnerOrFail(tx, userId)
        if (!(await repo.findResume(tx, userId, id))) throw new AppError('NOT_FOUND', { detail: 'No resume of this person has this id' })
        await repo.setBaseResume(tx, userId, id)
        const row = await repo.findResume(tx, userId, id)
        if (!row) throw new AppError('NOT_FOUND')
        return toSummary(row)
      })
    },

    async listVersions(userId, id) {
      await ownResume(userId, id)
      const rows = await repo.listVersions(db, id)
      return rows.map((row) => ({
        version: row.version,
        name: row.name,
        template: toTemplate(row.template),
        createdAt: row.createdAt.toISOString(),
      }))
    },

    async readVersion(userId, id, version) {
      await ownResume(userId, id)
      const row = await repo.findVersion(db, id, version)
      if (!row) throw new AppError('NOT_FOUND', { detail: 'This version is not kept' })
      return {
        version: row.version,
        name: row.name,
        template: toTemplate(row.template),
        createdAt: row.createdAt.toISOString(),
        document: migrateResumeDocument(row.document),
      }
    },

    async restoreVersion(userId, id, version, baseVersion) {
      await ownResume(userId, id)
      const kept = await repo.findVersion(db, id, version)
      if (!kept) throw new AppError('NOT_FOUND', { detail: 'This version is not kept' })
      // A restore is a save of the kept document and template: the restored state becomes the newest
      // version, and the one it replaces stays in the list.
      return save(userId, id, baseVersion, () => ({ document: migrateResumeDocument(kept.document), template: toTemplate(kept.template) }))
    },
  }
}

async function lockOwnerOrFail(tx: Database, userId: string): Promise<void> {
  if (!(await repo.lockOwner(tx, userId))) throw new AppError('AUTH_REQUIRED', { detail: 'The account no longer exists' })
}

function toTemplate(value: string): ResumeTemplateId {
  return isResumeTemplateId(value) ? value : DEFAULT_RESUME_TEMPLATE
}

function toSummary(row: repo.ResumeSummaryRow): ResumeSummary {
  return {
    id: row.id,
    name: row.name,
    template: toTemplate(row.template),
    isBaseResume: row.isBaseResume,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toResume(row: ResumeRow): Resume {
  return { ...toSummary(row), document: migrateResumeDocument(row.document) }
}
